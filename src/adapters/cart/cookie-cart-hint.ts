import type { CartHint } from '../../application/ports/cart-hint';
import { cartHintCookie } from '../../contract/cart-hint';

/** A year: the hint is written again at every start, so it only outlives a cart no one comes back to. */
const MAX_AGE_S = 365 * 24 * 3600;

/** The cart hint as a first-party cookie the server reads on /cart (no content: its presence is the hint). */
export class CookieCartHint implements CartHint {
  private last: boolean | null = null;

  constructor(
    private readonly doc: Document,
    private readonly tenantId: string,
  ) {}

  set(mayHaveLines: boolean): void {
    if (mayHaveLines === this.last) return;
    this.last = mayHaveLines;
    const name = cartHintCookie(this.tenantId);
    const secure = this.doc.location?.protocol === 'https:' ? '; Secure' : '';
    this.doc.cookie = mayHaveLines ? `${name}=1; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}` : `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
  }
}
