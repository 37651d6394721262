// The shipping methods of an order, in the order the order form and the pricing page offer
// them: the Prisma enum's order, so a method added to the schema is offered and accepted at once.
import { ShippingMethod } from '@/lib/server/db/generated/enums';

export const SHIPPING_METHODS: readonly ShippingMethod[] = Object.values(ShippingMethod);
