import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import type { OrderDetailStore } from '../../../application/admin/order-detail-store';
import type { OrderLine, OrderTile } from '../../../application/ports/admin-api';
import styles from '../admin-kit.module.css';
import orders from './orders.module.css';
import { dollars } from './format';
import { matName, TilePicture } from './tile-picture';

const TileCard = observer(function TileCard({ store, line, tile }: { store: OrderDetailStore; line: number; tile: OrderTile }) {
  const name = `Line ${line}, tile ${tile.index + 1}`;
  const crop = tile.crop ? `crop ${tile.crop.map((v) => Math.round(v)).join(', ')}` : 'whole photo';
  return (
    <li>
      <figure className={orders.tile}>
        <TilePicture
          tile={tile}
          label={`${name}: ${tile.frameColor ?? 'Black'} frame, ${matName(tile.matColor)}, ${tile.filter === 'grayScale' ? 'grayscale' : 'colour'}`}
        />
        <figcaption>
          <strong>{name}</strong>
          <br />
          {tile.frameColor ?? 'Black'} frame · {matName(tile.matColor)} · {tile.filter === 'grayScale' ? 'Grayscale' : 'Color'} · {tile.orientation}
          <br />
          <span className={styles.muted}>
            {crop} · print {tile.printWidth} × {tile.printHeight} px
          </span>
        </figcaption>
        <button
          type="button"
          className={styles.secondary}
          disabled={store.busy !== null}
          aria-label={`Download print file: ${name.toLowerCase()}`}
          onClick={() => void store.downloadPrintFile(line, tile.index + 1)}
        >
          Download print file
        </button>
      </figure>
    </li>
  );
});

const Line = observer(function Line({ store, line }: { store: OrderDetailStore; line: OrderLine }) {
  const n = line.position + 1;
  return (
    <section className={styles.panel} aria-labelledby={`line-${n}`}>
      <h3 id={`line-${n}`}>
        Line {n}: {line.title} × {line.quantity}
      </h3>
      <dl className={styles.facts}>
        <dt>Unit price</dt>
        <dd>{dollars(line.unitPrice)}</dd>
        <dt>Line total</dt>
        <dd>{dollars(line.total)}</dd>
        <dt>Product</dt>
        <dd>{line.productId}</dd>
        {line.attributes.map((a) => (
          <Fragment key={a.key}>
            <dt>{a.key}</dt>
            <dd>{a.value}</dd>
          </Fragment>
        ))}
      </dl>
      {line.tilesProblem !== null && (
        <p className={styles.error} role="alert">
          Not printable: {line.tilesProblem}
        </p>
      )}
      {line.tiles.length > 0 ? (
        <ul className={orders.tiles} aria-label={`Tiles of line ${n}`}>
          {line.tiles.map((t) => (
            <TileCard key={t.index} store={store} line={n} tile={t} />
          ))}
        </ul>
      ) : line.tilesProblem === null ? (
        <p className={styles.muted}>No tiles on this line (not a printed item).</p>
      ) : null}
    </section>
  );
});

/** Every line of the order with its tiles, and the archive of all their print files. */
export const OrderLines = observer(function OrderLines({ store, lines }: { store: OrderDetailStore; lines: readonly OrderLine[] }) {
  const tiles = lines.reduce((n, l) => n + l.tiles.length, 0);
  return (
    <section className={styles.page} aria-labelledby="lines-heading">
      <div className={styles.titleRow}>
        <h2 id="lines-heading">Lines and tiles</h2>
        {tiles > 0 && (
          <button type="button" className={styles.primary} disabled={store.busy !== null} onClick={() => void store.downloadArchive()}>
            Download all print files (ZIP)
          </button>
        )}
      </div>
      {lines.some((l) => l.tilesProblem !== null) && (
        <p className={styles.error} role="alert">
          This order's lines do not add up to what was paid: the lines marked below print nothing until checked.
        </p>
      )}
      {lines.map((l) => (
        <Line key={l.position} store={store} line={l} />
      ))}
    </section>
  );
});
