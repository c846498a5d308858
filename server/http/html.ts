// Escaping for what the server writes into the app shell's HTML.

/** Text for an attribute value (or element text). */
export const attr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON for a <script> data block: only "</" could end the block early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
