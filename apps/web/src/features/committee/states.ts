export { FORM_WORKFLOW as FORM_STATES } from "@portal/schemas/committee-forms.constants";
