/**
 * A send the other side refused. `permanent` (an SMTP 5xx, an SMS provider's
 * 4xx) means retrying cannot help: the delivery is `bounced` or `failed`.
 * Anything else thrown by a sender is temporary and retried.
 */
export class DeliveryRefused extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryRefused';
  }
}
