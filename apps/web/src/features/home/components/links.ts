/** The message form to customer service; its page lives in the messages section of the menu. */
export const MESSAGE_PATH = "/ota-yhteytta/viesti";
