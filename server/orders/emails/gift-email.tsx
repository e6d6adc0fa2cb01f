import { renderToStaticMarkup } from 'react-dom/server';
import { checkGiftLine, GIFT_ATTRIBUTE_KEYS, type GiftRecipient } from '../../../src/domain/cart/gift-recipient';
import { cents, formatMoney } from '../../../src/domain/money';
import type { Queryable } from '../../db/db';
import type { MailMessage } from '../../mail/mailer';
import { Button, Heading, Layout, P } from './order-email-html';
import type { OrderEmailModel } from './order-email-model';

/**
 * The gift tile's email to its recipient (SPEC §5, issue 33): sent by the order email job with the
 * order's confirmation, one per gift line that names an email address (a recipient given by phone
 * only is listed on the buyer's confirmation instead: the store sends no text messages). A line's
 * email is marked sent on the line itself (`_giftEmailSentAt`, hidden like every `_` attribute), so a
 * retried confirmation never sends a gift twice.
 */

/** The line attribute that marks a gift's email as sent. */
export const GIFT_SENT_KEY = '_giftEmailSentAt';

interface GiftLineRow {
  position: number;
  quantity: number;
  unit_price_cents: number;
  attributes: unknown;
}
type Attribute = { key: string; value: string };

export interface GiftEmailModel {
  readonly subject: string;
  readonly from: string;
  readonly recipient: GiftRecipient & { readonly email: string };
  readonly order: Pick<OrderEmailModel, 'brand' | 'wording' | 'number'>;
}

const attrs = (value: unknown): Attribute[] => ((typeof value === 'string' ? JSON.parse(value) : value) as Attribute[] | null) ?? [];

/** The sender as the recipient reads it: the buyer's first name, or a neutral word. */
const senderOf = (order: OrderEmailModel): string => order.firstName ?? 'Someone';

export const giftEmailSubject = (from: string, brand: string): string => `${from} sent you a ${brand} gift`;

function GiftEmail({ model }: { model: GiftEmailModel }) {
  const { recipient, order } = model;
  const tiles = recipient.tiles === 1 ? '1 gift tile' : `${recipient.tiles} gift tiles`;
  return (
    <Layout model={{ ...order, subject: model.subject }} preview={`${model.from} sent you ${formatMoney(recipient.amount)} of ${order.brand.name} tiles.`}>
      <Heading>You have a gift!</Heading>
      <P>Hi {recipient.name},</P>
      <P>
        {model.from} sent you a gift of {formatMoney(recipient.amount)}: {tiles} to print your own photos as framed wall tiles.
      </P>
      <P>
        <Button href={order.brand.storeUrl} color={order.brand.accent} textColor={order.brand.onAccent}>
          Choose your photos
        </Button>
      </P>
    </Layout>
  );
}

export const giftEmailHtml = (model: GiftEmailModel): string => `<!doctype html>${renderToStaticMarkup(<GiftEmail model={model} />)}`;

export const giftEmailText = (model: GiftEmailModel): string => {
  const { recipient, order } = model;
  const tiles = recipient.tiles === 1 ? '1 gift tile' : `${recipient.tiles} gift tiles`;
  return [
    `Hi ${recipient.name},`,
    '',
    'You have a gift!',
    '',
    `${model.from} sent you a gift of ${formatMoney(recipient.amount)}: ${tiles} to print your own photos as framed wall tiles.`,
    '',
    `Choose your photos: ${order.brand.storeUrl}`,
    '',
    order.wording.signOff,
    order.brand.name,
  ].join('\n');
};

/**
 * Sends each gift email of the order that is still owed, before the buyer's confirmation; answers
 * how many went. The lines are checked again with the domain's rules (what the storefront accepted),
 * so a line edited by hand in the database sends nothing it should not.
 */
export async function sendGiftEmails(
  db: Queryable,
  orderId: string,
  order: OrderEmailModel,
  send: (message: Omit<MailMessage, 'tenantId' | 'attachments'>) => Promise<void>,
  now: () => number,
): Promise<number> {
  const lines = await db.query<GiftLineRow>(
    `SELECT position, quantity, unit_price_cents, attributes FROM order_lines WHERE order_id = $1 AND attributes @> $2::jsonb ORDER BY position`,
    [orderId, JSON.stringify([{ key: GIFT_ATTRIBUTE_KEYS.amount }])],
  );
  let sent = 0;
  for (const line of lines) {
    const attributes = attrs(line.attributes);
    if (attributes.some((a) => a.key === GIFT_SENT_KEY)) continue;
    const gift = checkGiftLine(attributes, line.quantity, cents(line.unit_price_cents));
    if (gift._tag === 'Left' || gift.right.email === null) continue;
    const from = senderOf(order);
    const model: GiftEmailModel = { subject: giftEmailSubject(from, order.brand.name), from, recipient: { ...gift.right, email: gift.right.email }, order };
    await send({ to: model.recipient.email, subject: model.subject, html: giftEmailHtml(model), text: giftEmailText(model), fromName: order.brand.name });
    const marked = [...attributes, { key: GIFT_SENT_KEY, value: new Date(now()).toISOString() }];
    await db.query('UPDATE order_lines SET attributes = $3::jsonb WHERE order_id = $1 AND position = $2', [orderId, line.position, JSON.stringify(marked)]);
    sent += 1;
  }
  return sent;
}
