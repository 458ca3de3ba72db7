/**
 * The example signing key of the documentation: the pages publish its public half as the example
 * JWK Set (/social-login/authentication/cert) and every example ID Token on the site is signed with
 * it, so a reader can verify the examples with the verification code the pages show.
 *
 * It is an example key, published on purpose: ソーシャルPLUS never signs real tokens with it, and a
 * site must never accept it. `npm run examples:sign-tokens` re-signs the pages' example tokens with it
 * (scripts/examples/sign-example-tokens.ts); tests/examples/example-id-tokens.test.ts checks them.
 */
export const exampleKeyId = '7c1e2f0a9b';

export const exampleSigningKey = {
  kty: 'RSA',
  n: '2VD1frWwzyk1VHqu1cIter2tbJRxMEIbHwtni64CeuXBJI8x9wvqWm7qGPw12i4kUCEe8GrKrLLxqCRRTsukqVmL0do-S67rCehzHpS3sLxQOPpS5_lqZzYbE7aL4cIDNhGELhBdbUDW4Osd3E0GU0cXmATw3QzVTYgQ3ZHn7_L_P2PPTOqP-UAqdnUzklxexsOjKTwBNyl3K7PdvFhH_3DjwcOo2cJr0w5gpnystxEmh3dVmGAWfH_mLre_i-rDuAi0GL9ys8E5JApAXkhS-agxE4ZfwlIhvfdvFYI8bFasL99EUej0VRCQpRjTSL4LMLKzzSDhv3iEYidf5FL7Cw',
  e: 'AQAB',
  d: 'vv9oxPTrcSfGt3kcMMN5NWeABO5yjPeM3rwnRZyqkVldZ8RzJa5TSygwl8UTj67-O27gwm0ZtK-RtTY2QAq7rhwFx2sJVXtnGE4036vVxn-8AlgAheGwowXqxmiqiMD8EYlToyi-9EcIlKYQmI8aABd7pSCykZW1426zZAnY0AojjvFsJtSAExVdZ4KO4WqWpSDbuBu7EA7ZpjjybTBJB54N-Vny-VEICHz6cXOdqoFEU4gCwuiBuDP9FibntO3NPvGy7Pi7GcxUkC8SJrtLB5G4bBOdyY8fRA0mYAMlR9hQrdIhndSYn9CZAvKl9WFHmQFz3S_SvbCI4i8IHToZ',
  p: '8ePelhlIN9scSndn4KwIS5Xd2Ki-FGmwo9ghCWoSTox7mbARSfhlViQfkZG4kVpUeW0JpgbOdKZHhe8opnBxH_T2qnxg93X0GymsLZW9WqHiBXVGgt1sSx4W-s3j0SZPZIPidOHPBzuIoYF-14AUzKsONOlPn2DaKhaCDjeA9HU',
  q: '5f4hHuzN-cprDhcWeACGvcmumuOEPWPmJredh1oVYL0GQpHNw8XBNAFmQzZpBHkLQlgZG1MVTzPZInqQPtCSF53QG_ag3QII7ce4X8VarYVxHxzGE6mIpMLzUsyN5dH8XLGFjzmIDHCsFyirb_GWxM4iu1ckrEPdwS5iSV8oQX8',
  dp: 'oeHykVmSL2-AW4XWC1KWqp89vUYRD_A7uytl0LsgTVlPTue6alrG1wON7QotD3n4ltsWXfqoKQEvVL9d4SXXT5_NhQOAkZxrJdKZ3FgeRY2ZijWWXvZ5Bzy3_FnWYZ7V-1sYL0kAGMMLCat0jBy3ztGbzGVoWC2lVA2ENKeIshE',
  dq: 'yyuxyoXadz1PUQUoPh4I6YNOkVlHKowjdjRiHn1_wRN6gjgXE0iQogZSdjGMl_zt60-z7iV4_5yHxiOLZVIOnHo2q101QcdYZ-U0hLXsorjs81URzbDIGvR0ysIU396eFqxjleB2xLaL73Fn8N30GCsZF3Gl3d-d99enz7UV9LU',
  qi: 'WvqL58Vxu7ma0MZ5R7Bh_AiGP49duRs9eDlFKAAkqOeVXkgx6GYTZmOo48ItrbcBTw_H4h_7O_Pd5vm066dfuWw7WeuYERlR5d3HQsZQ5g70siZOfSh-Od8ddZ4RHYCJTKYdQNC8kHZrPKbvPezM71AfccURdYzFPAJ35171OxU',
  alg: 'RS256',
  kid: exampleKeyId,
} as const;

/** The public half, as the cert page shows it. */
export const examplePublicJwk = {kty: 'RSA', kid: exampleKeyId, use: 'sig', alg: 'RS256', n: exampleSigningKey.n, e: exampleSigningKey.e} as const;
