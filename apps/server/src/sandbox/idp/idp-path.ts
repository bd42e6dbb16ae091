/**
 * Where the sandbox provider lives on the portal's own origin. Apart from provider.ts so the routes
 * and the identification setup name it without loading oidc-provider, which only a sandbox needs.
 */
export const IDP_PATH = "/sandbox/idp";
