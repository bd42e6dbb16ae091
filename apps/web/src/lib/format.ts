// The portal's formatters live in one module shared with the server's mails.
export * from "@portal/schemas/format";
