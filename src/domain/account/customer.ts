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

/** A customer's metafield value, if present. */
export const metafield = (customer: Pick<Customer, 'metafields'>, key: string): string | undefined => customer.metafields?.find((m) => m.key === key)?.value;

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
