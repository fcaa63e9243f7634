import { domainToASCII, domainToUnicode } from 'node:url';
import unhomoglyph from 'unhomoglyph';

// E-mail addresses as the server accepts them anywhere (invitations, registration, user create and
// update, the profile, forgot-password): at most 254 characters (RFC 5321's path limit), the domain
// in its ASCII (IDNA) form, and not to be confused with another account's address.

export const MAX_EMAIL_LENGTH = 254;

export type AddressCheck = { address: string } | { problem: 'tooLong' | 'domain' };

/** The address with its domain in ASCII (`exаmple.com` with a Cyrillic а becomes `xn--exmple-4nf.com`), or what is wrong with it. */
export const normalisedAddress = (value: string): AddressCheck => {
  if (value.length > MAX_EMAIL_LENGTH) return { problem: 'tooLong' };
  const at = value.lastIndexOf('@');
  if (at < 1) return { address: value };
  const domain = domainToASCII(value.slice(at + 1).trim());
  if (!domain) return { problem: 'domain' };
  const address = `${value.slice(0, at)}@${domain}`;
  return address.length > MAX_EMAIL_LENGTH ? { problem: 'tooLong' } : { address };
};

/**
 * Unicode TR39's skeleton of an address (its Unicode form: punycode domains decoded), lowercased:
 * two addresses with the same skeleton look alike (`operator@exаmple.com`, `0perator@example.com`).
 * The confusables map is unhomoglyph's (Unicode's confusables.txt).
 */
export const addressSkeleton = (address: string) => {
  const at = address.lastIndexOf('@');
  const unicode = at < 0 ? address : `${address.slice(0, at)}@${domainToUnicode(address.slice(at + 1)) || address.slice(at + 1)}`;
  return unhomoglyph(unicode.normalize('NFD').toLowerCase()).normalize('NFD').toLowerCase();
};
