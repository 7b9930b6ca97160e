/** The query the SKU screens read the enabled channels from (dictionary getChannelList); changes on the channel screen refresh it. */
export const CHANNEL_OPTIONS_KEY = ['dic', 'channels'] as const;
