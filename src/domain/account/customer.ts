/** A customer (SPEC §3) in domain names; the contract converts the account API's snake_case record. */
export interface Customer {
  readonly id: string;
  readonly email: string;
  readonly firstName?: string;
  readonly lastName?: string;
  /** Comma list of 'type:value' or plain tags. */
  readonly tags?: string;
  readonly addresses?: readonly { readonly id: string }[];
  readonly metafields?: readonly { readonly key: string; readonly value: string }[];
}

/** Parsed customer tags: typed values by type, and plain tags. */
export interface CustomerTags {
  readonly typed: Readonly<Record<string, readonly string[]>>;
  readonly plain: readonly string[];
}

/** Parses a customer's comma-separated tags ('type:value' or plain; blanks ignored). */
export const parseCustomerTags = (tags: string | undefined): CustomerTags => {
  const typed: Record<string, string[]> = {};
  const plain: string[] = [];
  for (const raw of (tags ?? '').split(',')) {
    const tag = raw.trim();
    if (tag === '') continue;
    const colon = tag.indexOf(':');
    if (colon > 0) {
      const type = tag.slice(0, colon).trim();
      (typed[type] ??= []).push(tag.slice(colon + 1).trim());
    } else {
      plain.push(tag);
    }
  }
  return { typed, plain };
};

const MEMBER_TAGS = new Set(['member', 'membership']);
const MEMBER_VALUES = new Set(['true', 'yes', 'active']);

/**
 * A member (SPEC §9: 40 % membership price on tiles without buying the membership again): a plain
 * `member` / `membership` tag, or a typed one with a true value (`member:true`, `membership:active`);
 * case does not matter. Client and server pricing both read the signed-in customer's tags through this.
 */
export const isMemberCustomer = (tags: string | undefined): boolean => {
  const parsed = parseCustomerTags(tags);
  if (parsed.plain.some((t) => MEMBER_TAGS.has(t.toLowerCase()))) return true;
  return Object.entries(parsed.typed).some(
    ([type, values]) => MEMBER_TAGS.has(type.toLowerCase()) && values.some((v) => MEMBER_VALUES.has(v.toLowerCase())),
  );
};

/** A customer's metafield value, if present. */
export const metafield = (customer: Pick<Customer, 'metafields'>, key: string): string | undefined =>
  customer.metafields?.find((m) => m.key === key)?.value;

/** Admin is derived from the role claim of the access token. */
export const isAdminRole = (role: string | undefined): boolean => role === 'admin';

/** The logged-in greeting: 'Hi {first name or there}!'. */
export const greeting = (customer: Pick<Customer, 'firstName'> | undefined): string => {
  const first = customer?.firstName?.trim();
  return `Hi ${first === undefined || first === '' ? 'there' : first}!`;
};

/** How the header shows who is signed in (issue 32): up to two initials, and the first name when there is one. */
export interface CustomerBadge {
  readonly initials: string;
  /** The first name; else the email (the welcome offer's accounts have no name). */
  readonly name: string;
}

const firstLetter = (text: string | undefined): string => Array.from(text?.trim() ?? '')[0]?.toLocaleUpperCase('en-US') ?? '';

/** The signed-in badge: 'PL' and 'Pat' for Pat Lee; 'S' and the email for an account without a name. */
export const customerBadge = (customer: Pick<Customer, 'email' | 'firstName' | 'lastName'>): CustomerBadge => {
  const first = customer.firstName?.trim() ?? '';
  if (first !== '') return { initials: firstLetter(first) + firstLetter(customer.lastName), name: first };
  return { initials: firstLetter(customer.email) || '?', name: customer.email };
};
