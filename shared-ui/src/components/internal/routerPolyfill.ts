// react-router reads TextEncoder when it loads; jsdom does not provide it. Import before react-router.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
