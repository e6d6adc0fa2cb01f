import { randomInt } from 'node:crypto';
import { ORDER_NUMBER_ALPHABET, ORDER_NUMBER_LENGTH, orderNumberFrom } from '../../src/domain/admin/order-number';

/** A fresh order number from the CSPRNG (the insert retries on the rare clash: order-repository.ts). */
export const newOrderNumber = (): string => orderNumberFrom(Array.from({ length: ORDER_NUMBER_LENGTH }, () => randomInt(ORDER_NUMBER_ALPHABET.length)));
