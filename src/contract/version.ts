/**
 * Version of the console ⇄ engine ⇄ server protocol. It is part of the SharedWorker's name, so a tab of a newer
 * build never talks to an engine of an older one; bump it whenever a push message or tab-API command changes shape.
 */
export const PROTOCOL_VERSION = 1;
