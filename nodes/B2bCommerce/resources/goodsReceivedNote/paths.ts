/** Where the platform's goods received note endpoints are (the notes' feed too). */
export const GOODS_RECEIVED_NOTES =
	'/api/v1/goods-issued-notes/integrations/auth-required/goods-received-notes';

/**
 * The notes' feed under `account`, which the spec's text gives for this feed and, "as well", for
 * the goods issued notes feed.
 */
export const ACCOUNT_FEED =
	'/api/v1/account/integrations/auth-required/goods-received-notes/synchronization';
