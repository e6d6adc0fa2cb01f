import { observer } from 'mobx-react-lite';
import type { CartPageStore } from '../../application/cart/cart-page-store';
import type { CartItem } from '../../application/cart/cart-pricing-store';
import { MAX_QUANTITY } from '../../domain/printing/tile-limits';
import { cartItemKey, MAX_ITEM_QUANTITY, MAX_WALL_PADS } from '../../application/cart/cart-contents-store';
import { cartProjectDetails, cartProjectTitle, giftSummary, perTilePriceText } from '../../domain/cart';
import { formatMoney } from '../../domain/money';
import { ProjectThumbnails } from '../pictures';
import { ModalStore } from '../../application/shell/modal-store';
import type { WallDesign } from '../../domain/wall/wall-design';
import { useService } from '../hooks/use-service';
import { openWallPreview } from '../wall';
import { NumberSpinner } from '../shell/number-spinner';
import styles from './cart.module.css';

/** The cart's "See on wall" (issue 35 item 1): the project's tiles on a room or the shopper's wall. */
function SeeOnWallLink({ design, index }: { design: WallDesign; index: number }) {
  const modals = useService(ModalStore);
  if (design.tiles.length === 0) return null;
  return (
    <button type="button" className={styles.linkButton} aria-label={`See on wall: project ${index + 1}`} onClick={() => void openWallPreview(modals, design)}>
      See on wall
    </button>
  );
}

const CartItemCard = observer(function CartItemCard({ item, index, store }: { item: CartItem; index: number; store: CartPageStore }) {
  const { project } = item;
  const title = cartProjectTitle(item.productName, item.tiles);
  return (
    <li className={styles.card} aria-label={`Project ${index + 1}: ${title}`}>
      <ProjectThumbnails set={item.pictures} label={`Pictures of project ${index + 1}`} className={styles.previews} />
      <div>
        <h3 className={styles.itemTitle}>{title}</h3>
        <p className={styles.itemMeta}>{cartProjectDetails(project)}</p>
        <div className={styles.row}>
          <NumberSpinner
            label={`Copies of project ${index + 1}`}
            value={item.quantity}
            min={1}
            max={MAX_QUANTITY}
            onChange={(q) => store.changeQuantity(project.id, q)}
          />
          <button type="button" className={styles.linkButton} onClick={() => store.editProject(project.id)}>
            Edit
          </button>
          <button type="button" className={styles.linkButton} onClick={() => void store.askToRemoveProject(project.id)}>
            Remove
          </button>
          <SeeOnWallLink design={item.design} index={index} />
        </div>
      </div>
      <p className={styles.price}>
        <span className={styles.perTile} data-testid="per-tile-price">
          {perTilePriceText(item.tiles * item.quantity, item.unitPrice)}
        </span>
        {item.net !== item.gross && <span className={styles.was}>{formatMoney(item.gross)}</span>}
        <span aria-label={`Price of project ${index + 1}`}>{formatMoney(item.net)}</span>
      </p>
    </li>
  );
});

/** The cart's projects and its wall-pad kits. */
export const CartItems = observer(function CartItems({ store }: { store: CartPageStore }) {
  const pads = store.contents.wallPads;
  return (
    <section aria-labelledby="tpx-cart-items">
      <h2 id="tpx-cart-items" className="tpx-visually-hidden">
        Items
      </h2>
      <ul className={styles.items}>
        {store.pricing.items.map((item, i) => (
          <CartItemCard key={item.project.id} item={item} index={i} store={store} />
        ))}
      </ul>
      {store.contents.items.length > 0 && (
        <ul className={styles.items} style={{ marginTop: 'var(--tpx-space-3)' }} aria-label="Other items">
          {store.contents.items.map((item) => (
            <li key={cartItemKey(item)} className={styles.wallPads}>
              <div>
                <p>
                  <strong>{item.name}</strong>
                  {item.variantName ? ` · ${item.variantName}` : ''} · {formatMoney(item.unitPriceCents)} each
                </p>
                {item.gift && <p className={styles.muted}>{giftSummary(item.gift)}</p>}
              </div>
              <div className={styles.row}>
                {/* A gift's tiles are its amount's: it is removed, not counted up or down. */}
                {!item.gift && (
                  <NumberSpinner
                    label={`Quantity of ${item.name}`}
                    value={item.quantity}
                    min={1}
                    max={MAX_ITEM_QUANTITY}
                    onChange={(q) => store.setItemQuantity(item, q)}
                  />
                )}
                <button type="button" className={styles.linkButton} onClick={() => store.setItemQuantity(item, 0)}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {store.limitMessage && (
        <p role="alert" className={styles.error}>
          {store.limitMessage}
        </p>
      )}
      <div className={styles.wallPads} style={{ marginTop: 'var(--tpx-space-3)' }}>
        <div>
          <p>
            <strong>Wall pad kits</strong> · {formatMoney(store.pricing.priceBook.wallPadPrice)} each
          </p>
          <p className={styles.muted}>Fresh magnetic pads for hanging and re-hanging your tiles.</p>
        </div>
        <NumberSpinner label="Wall pad kits" value={pads} min={0} max={MAX_WALL_PADS} onChange={(n) => store.setWallPads(n)} />
      </div>
    </section>
  );
});
