// The page's browser prefers Finnish, as a Finnish resident's does (jsdom says en-US): the app's
// first language follows the browser's (lib/i18n.ts), and the tests start in Finnish.
Object.defineProperty(window.navigator, "languages", { value: ["fi-FI", "fi"], configurable: true });
Object.defineProperty(window.navigator, "language", { value: "fi-FI", configurable: true });
