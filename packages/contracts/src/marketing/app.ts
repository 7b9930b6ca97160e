import { z } from 'zod';
import { ZId } from '../common/envelope';
import { ZCode, ZText } from '../kit/strings';
import { ACTIVITY_TYPES, ZActivityPhase } from './activities';
import { ZAdSlot } from './adverts';
import { ZSceneResult } from './scenes';
import { enumOf } from './shared';

/** The customer API of marketing (/{svc}-app/marketing/…): what the app asks for. */
export const ZAppAdsQuery = z.object({ slot: ZAdSlot }).strict();
export const ZAppAd = z.object({ id: z.number(), name: z.string(), imageUrl: z.string().nullable(), link: z.string().nullable(), priority: z.number() });
export const ZAppAdClick = z.object({ id: ZId }).strict();
export const ZAppActivity = z.object({
  id: z.number(),
  name: z.string(),
  type: enumOf(ACTIVITY_TYPES),
  startTime: z.string(),
  endTime: z.string(),
  rules: z.string(),
  phase: ZActivityPhase,
  joined: z.boolean(),
  placesLeft: z.number().nullable(),
});
export const ZAppJoin = z.object({ id: ZId }).strict();
export const ZAppRecommendQuery = z.object({ scene: ZCode, model: ZText.trim().max(64).optional() }).strict();
export const ZAppRecommendClick = z.object({ scene: ZCode, itemId: ZId }).strict();
export const ZAppRecommendation = z.object({ scene: z.string(), items: z.array(ZSceneResult) });
export const ZAppBrushQuery = z.object({ softwareCode: ZCode, productModel: ZText.trim().max(128).optional() }).strict();
export const ZAppBrush = z.object({ hidden: z.boolean(), title: z.string().nullable(), content: z.string().nullable() });
