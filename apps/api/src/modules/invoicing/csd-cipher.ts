/** What binds a CSD's sealed key or password to its issuer (lib/secret-box.ts): `fiscal-issuer:7:key`. */
export const sealContext = (issuerId: number, field: 'key' | 'password') =>
  `fiscal-issuer:${issuerId}:${field}`;
