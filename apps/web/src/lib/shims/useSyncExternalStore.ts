// React 18 and later have useSyncExternalStore built in; the shim react-i18next imports for older
// Reacts only adds code to the first download (the build points the shim here).
export { useSyncExternalStore } from "react";
