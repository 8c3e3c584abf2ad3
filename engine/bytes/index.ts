export { Base64Error, base64Decode, base64Encode } from './base64'
export { concatBytes } from './concat'
export { crc32 } from './crc32'
export { latin1Decode, latin1Encode, utf8Decode, utf8Encode } from './utf8'
