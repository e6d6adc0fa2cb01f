import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DESIGN_TOKENS as T, space } from '../../../src/domain/tenant/design-tokens';
import type { EmailLine, OrderEmailModel } from './order-email-model';

/**
 * The order emails' HTML (issue 29) as React components, rendered once to static markup on the server.
 * Mail clients want tables and inline styles (no <style> sheet survives Gmail's clipping or Outlook),
 * so each component writes its own from the design tokens; the one column is at most 600 px and
 * shrinks with the screen (375 px phones). Pictures are `cid:` attachments (order-email-model.ts).
 */

const money = (amount: string): string => `$${amount}`;

const font: CSSProperties = { fontFamily: T.font, color: T.text };

/** The one-column frame every email of an order uses (the gift email too). */
export function Layout({
  model,
  preview,
  orderUrl,
  children,
}: {
  model: Pick<OrderEmailModel, 'subject' | 'brand' | 'wording' | 'number'>;
  preview: string;
  /** The order's status page, in the buyer's emails (a gift's recipient gets none). */
  orderUrl?: string;
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{model.subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, background: T.bg, ...font }}>
        {/* The inbox's preview line; hidden in the message itself. */}
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{preview}</div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: T.bg, padding: `${space(5)}px ${space(2)}px` }}>
          <tbody>
            <tr>
              <td align="center">
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 600, width: '100%', background: T.surface, borderRadius: T.radius, border: `1px solid ${T.border}` }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          background: model.brand.accent,
                          color: model.brand.onAccent,
                          padding: `${space(4)}px ${space(5)}px`,
                          fontSize: T.fontSizeLg,
                          fontWeight: 700,
                          borderRadius: `${T.radius}px ${T.radius}px 0 0`,
                        }}
                      >
                        {model.brand.name}
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: `${space(5)}px ${space(5)}px ${space(4)}px`, fontSize: T.fontSize, lineHeight: '24px' }}>{children}</td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: `${space(4)}px ${space(5)}px`,
                          borderTop: `1px solid ${T.border}`,
                          color: T.textMuted,
                          fontSize: T.fontSizeSm,
                          lineHeight: '20px',
                        }}
                      >
                        {model.wording.signOff}
                        <br />
                        <a href={model.brand.storeUrl} style={{ color: T.textMuted }}>
                          {model.brand.name}
                        </a>
                        {' · '}
                        {orderUrl ? (
                          <a href={orderUrl} style={{ color: T.textMuted }}>
                            See order #{model.number}
                          </a>
                        ) : (
                          <>Order #{model.number}</>
                        )}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function Heading({ children }: { children: ReactNode }) {
  return <h1 style={{ margin: `0 0 ${space(3)}px`, fontSize: T.fontSizeXl, lineHeight: '34px', fontWeight: 700 }}>{children}</h1>;
}

export function P({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return <p style={{ margin: `0 0 ${space(4)}px`, ...(muted ? { color: T.textMuted, fontSize: T.fontSizeSm } : {}) }}>{children}</p>;
}

function SectionTitle({ children }: { children: ReactNode }) {
  return <h2 style={{ margin: `${space(5)}px 0 ${space(2)}px`, fontSize: T.fontSize, fontWeight: 700 }}>{children}</h2>;
}

export function Button({ href, color, textColor, children }: { href: string; color: string; textColor: string; children: ReactNode }) {
  return (
    <a
      href={href}
      style={{
        display: 'inline-block',
        background: color,
        color: textColor,
        textDecoration: 'none',
        padding: `${space(3)}px ${space(5)}px`,
        borderRadius: T.radius,
        fontWeight: 700,
      }}
    >
      {children}
    </a>
  );
}

function Line({ line }: { line: EmailLine }) {
  const discounted = line.total !== line.originalTotal;
  return (
    <tr>
      <td style={{ padding: `${space(3)}px 0`, borderTop: `1px solid ${T.border}`, verticalAlign: 'top' }}>
        {line.pictures.length > 0 && (
          <div style={{ marginBottom: space(2) }}>
            {line.pictures.map((p) => (
              <img
                key={p.cid}
                src={`cid:${p.cid}`}
                alt={p.alt}
                width={p.width}
                height={p.height}
                style={{ display: 'inline-block', margin: `0 ${space(2)}px ${space(2)}px 0`, border: 0, verticalAlign: 'top' }}
              />
            ))}
            {line.morePictures > 0 && <span style={{ color: T.textMuted, fontSize: T.fontSizeSm }}>+ {line.morePictures} more</span>}
          </div>
        )}
        <div style={{ fontWeight: 700 }}>{line.title}</div>
        {line.details && <div style={{ color: T.textMuted, fontSize: T.fontSizeSm }}>{line.details}</div>}
        <div style={{ color: T.textMuted, fontSize: T.fontSizeSm }}>
          Quantity {line.quantity} × {money(line.unitPrice)}
        </div>
      </td>
      <td
        align="right"
        style={{ padding: `${space(3)}px 0 ${space(3)}px ${space(3)}px`, borderTop: `1px solid ${T.border}`, verticalAlign: 'bottom', whiteSpace: 'nowrap' }}
      >
        {discounted && <div style={{ color: T.textMuted, fontSize: T.fontSizeSm, textDecoration: 'line-through' }}>{money(line.originalTotal)}</div>}
        <div style={{ fontWeight: 700 }}>{money(line.total)}</div>
      </td>
    </tr>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const style: CSSProperties = {
    padding: `${space(1)}px 0`,
    ...(strong ? { fontWeight: 700, fontSize: T.fontSizeLg, borderTop: `1px solid ${T.border}`, paddingTop: space(3) } : {}),
  };
  return (
    <tr>
      <td style={style}>{label}</td>
      <td align="right" style={style}>
        {value}
      </td>
    </tr>
  );
}

function Summary({ model, pickup = false }: { model: OrderEmailModel; pickup?: boolean }) {
  const hasDiscount = model.discount !== '0.00';
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse' }}>
      <tbody>
        {model.lines.map((line, i) => (
          <Line key={i} line={line} />
        ))}
        <tr>
          <td colSpan={2} style={{ borderTop: `1px solid ${T.border}`, paddingTop: space(2) }} />
        </tr>
        <Row label="Subtotal" value={money(model.subtotal)} />
        {hasDiscount && (
          <Row label={model.discountCodes.length > 0 ? `Discount (${model.discountCodes.join(', ')})` : 'Discount'} value={`−${money(model.discount)}`} />
        )}
        <Row label={pickup ? 'Pick-up' : 'Shipping'} value="Free" />
        <Row label="Total" value={money(model.total)} strong />
      </tbody>
    </table>
  );
}

function Address({ lines }: { lines: readonly string[] }) {
  return (
    <>
      <SectionTitle>Shipping to</SectionTitle>
      <p style={{ margin: 0 }}>
        {lines.map((l, i) => (
          <span key={i}>
            {l}
            <br />
          </span>
        ))}
      </p>
    </>
  );
}

function Pickup({ pickup }: { pickup: NonNullable<OrderEmailModel['pickup']> }) {
  return (
    <>
      <SectionTitle>Pick up at</SectionTitle>
      <p style={{ margin: `0 0 ${space(2)}px` }}>
        <strong>{pickup.storeName}</strong>
        {pickup.address.map((l, i) => (
          <span key={i}>
            <br />
            {l}
          </span>
        ))}
      </p>
      <p style={{ margin: `0 0 ${space(2)}px` }}>
        <strong>{pickup.readyBy}</strong> ({pickup.readyOn})
      </p>
      <p style={{ margin: 0, color: T.textMuted, fontSize: T.fontSizeSm, lineHeight: '20px' }}>
        {pickup.hours.map((h, i) => (
          <span key={i}>
            {h}
            <br />
          </span>
        ))}
      </p>
    </>
  );
}

function Greeting({ model }: { model: OrderEmailModel }) {
  return <P>{model.firstName ? `Hi ${model.firstName},` : 'Hi there,'}</P>;
}

export function ConfirmationEmail({ model }: { model: OrderEmailModel }) {
  return (
    <Layout model={model} orderUrl={model.orderUrl} preview={`Order #${model.number}: ${money(model.total)}. ${model.wording.confirmationIntro}`}>
      <Heading>{model.wording.confirmationHeading}</Heading>
      <Greeting model={model} />
      <P>{model.pickup ? model.wording.confirmationPickupIntro : model.wording.confirmationIntro}</P>
      <P muted>
        Order #{model.number} · placed {model.placedAt}
      </P>
      {model.pickup && <Pickup pickup={model.pickup} />}
      <SectionTitle>Your order</SectionTitle>
      <Summary model={model} pickup={model.pickup !== null} />
      {model.address && <Address lines={model.address} />}
    </Layout>
  );
}

export function ShippedEmail({ model }: { model: OrderEmailModel }) {
  const shipment = model.shipment!;
  return (
    <Layout model={model} orderUrl={model.orderUrl} preview={`${shipment.carrier} tracking number ${shipment.trackingNumber}`}>
      <Heading>{model.wording.shippedHeading}</Heading>
      <Greeting model={model} />
      <P>{model.wording.shippedIntro(shipment.carrier)}</P>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: T.bg, borderRadius: T.radius, margin: `0 0 ${space(4)}px` }}>
        <tbody>
          <tr>
            <td style={{ padding: space(4) }}>
              <div style={{ color: T.textMuted, fontSize: T.fontSizeSm }}>Carrier</div>
              <div style={{ fontWeight: 700, marginBottom: space(2) }}>{shipment.carrier}</div>
              <div style={{ color: T.textMuted, fontSize: T.fontSizeSm }}>Tracking number</div>
              <div style={{ fontWeight: 700, fontFamily: 'Menlo, Consolas, monospace', wordBreak: 'break-all' }}>{shipment.trackingNumber}</div>
            </td>
          </tr>
        </tbody>
      </table>
      {shipment.trackingUrl && (
        <p style={{ margin: `0 0 ${space(4)}px` }}>
          <Button href={shipment.trackingUrl} color={model.brand.accent} textColor={model.brand.onAccent}>
            Track your package
          </Button>
        </p>
      )}
      <P muted>
        Order #{model.number} · placed {model.placedAt}
      </P>
      <SectionTitle>In this package</SectionTitle>
      <Summary model={model} />
      {model.address && <Address lines={model.address} />}
    </Layout>
  );
}

/** Issue 30: the order waits at the store the shopper chose: where it is, when it is open, the number to give. */
export function PickupReadyEmail({ model }: { model: OrderEmailModel }) {
  const store = model.pickup!;
  return (
    <Layout model={model} orderUrl={model.orderUrl} preview={`${store.storeName}: ${store.address.join(', ')}`}>
      <Heading>{model.wording.pickupReadyHeading}</Heading>
      <Greeting model={model} />
      <P>{model.wording.pickupReadyIntro(store.storeName)}</P>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: T.bg, borderRadius: T.radius, margin: `0 0 ${space(4)}px` }}>
        <tbody>
          <tr>
            <td style={{ padding: space(4) }}>
              <div style={{ color: T.textMuted, fontSize: T.fontSizeSm }}>Order number</div>
              <div style={{ fontWeight: 700, fontSize: T.fontSizeLg, fontFamily: 'Menlo, Consolas, monospace', marginBottom: space(2) }}>#{model.number}</div>
              <div style={{ color: T.textMuted, fontSize: T.fontSizeSm }}>Pick up at</div>
              <div style={{ fontWeight: 700 }}>{store.storeName}</div>
              {store.address.map((l, i) => (
                <div key={i}>{l}</div>
              ))}
            </td>
          </tr>
        </tbody>
      </table>
      {store.hours.length > 0 && (
        <>
          <SectionTitle>Store hours</SectionTitle>
          <p style={{ margin: `0 0 ${space(4)}px` }}>
            {store.hours.map((l, i) => (
              <span key={i}>
                {l}
                <br />
              </span>
            ))}
          </p>
        </>
      )}
      <SectionTitle>Your order</SectionTitle>
      <Summary model={model} />
    </Layout>
  );
}

const EMAILS = { confirmation: ConfirmationEmail, shipped: ShippedEmail, pickup_ready: PickupReadyEmail } as const;

/** The email's HTML document. */
export const orderEmailHtml = (model: OrderEmailModel): string => {
  const Email = EMAILS[model.kind];
  return `<!doctype html>${renderToStaticMarkup(<Email model={model} />)}`;
};
