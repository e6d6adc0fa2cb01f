import { observer } from 'mobx-react-lite';
import { ProjectPrice as ProjectPricePort } from '../../application/ports/project-price';
import { nextTierHint, tilesTimesPrice } from '../../domain/cart';
import { formatMoney } from '../../domain/money';
import { automaticDiscountLabel } from '../../domain/pricing';
import { useService } from '../hooks/use-service';
import priceStyles from './project-price.module.css';

/**
 * The project's live price in the tool's sticky bar (issue 31 item 3): tiles × price, the volume tier
 * or membership rate in force, the welcome / promo saving, the total, and the next tier still in
 * reach. Every figure is the domain's cart pricing (`ProjectPriceStore`, read through the `ProjectPrice` port).
 */
export const ProjectPrice = observer(function ProjectPrice() {
  const price = useService<ProjectPricePort>(ProjectPricePort).price;
  if (price === null) return null;
  return (
    <div className={priceStyles.price} data-testid="project-price" aria-live="polite" aria-atomic="true">
      <dl className={priceStyles.priceRows}>
        <div>
          <dt>{tilesTimesPrice(price.tiles, price.unitPrice)}</dt>
          <dd>{formatMoney(price.gross)}</dd>
        </div>
        {price.automaticKind !== 'none' && (
          <div className={priceStyles.saving}>
            <dt>{automaticDiscountLabel(price.automaticKind, price.automaticPercent)}</dt>
            <dd>−{formatMoney(price.automaticDiscount)}</dd>
          </div>
        )}
        {price.codeDiscount > 0 && (
          <div className={priceStyles.saving}>
            <dt>{price.codeLabel}</dt>
            <dd>−{formatMoney(price.codeDiscount)}</dd>
          </div>
        )}
        <div className={priceStyles.priceTotal}>
          <dt>Project total</dt>
          <dd data-testid="project-total">{formatMoney(price.total)}</dd>
        </div>
      </dl>
      {price.nextTier && (
        <p className={priceStyles.tierHint} data-testid="tool-next-tier">
          {nextTierHint(price.nextTier)}
        </p>
      )}
    </div>
  );
});
