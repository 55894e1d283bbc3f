// jsdom has no TextEncoder, which react-dom/server's browser build needs at load: import this module before it.
import { TextDecoder, TextEncoder } from "node:util";

Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder, TextDecoder: globalThis.TextDecoder ?? TextDecoder });
