import { injectable } from 'inversify';
import { action, makeObservable, observableRef } from 'mobx';

/** What the shopper picked on a product page. */
export interface ProductChoice {
  readonly productId: string;
  readonly variantId?: string;
  /** For tiles, the frame colour ('Black'). */
  readonly variantName?: string;
  readonly quantity: number;
  /** The product's name and the price the page showed (cents), for items that go straight to the cart. */
  readonly productName?: string;
  readonly unitPriceCents?: number;
  /** The precustomized image to start from, when the product has one. */
  readonly precustomizedImageUrl?: string;
}

/**
 * The catalogue's way into the printing tool and the cart, which other parts of the app own. Each
 * method records the choice and returns the path to go to. The printing tool and the cart rebind
 * this token to their own implementation; until then `PendingProductHandOff` keeps the choices.
 */
export interface ProductHandOff {
  startDesign(choice: ProductChoice): string;
  addToCart(choice: ProductChoice): string;
}
export const ProductHandOff = Symbol('ProductHandOff');

/** Keeps the latest choices for whoever picks them up (the printing tool reads `design`, the cart `cart`). */
@injectable()
export class PendingProductHandOff implements ProductHandOff {
  design: ProductChoice | null = null;
  cart: readonly ProductChoice[] = [];

  constructor() {
    makeObservable(this, { design: observableRef, cart: observableRef, startDesign: action, addToCart: action });
  }

  startDesign(choice: ProductChoice): string {
    this.design = choice;
    return '/printing';
  }

  addToCart(choice: ProductChoice): string {
    this.cart = [...this.cart, choice];
    return '/cart';
  }
}
