// Moments from the API in Helsinki time; the formatters are shared with the server's mails.
export { formatInstantDate, formatInstantTime } from "@portal/schemas/format";
