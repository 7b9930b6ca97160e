/**
 * The permission names and routes of marketing (issue 35 §4), apart from the declarations: the
 * console's route manifest reads these without loading the declarations and their schemas.
 */
const perms = (p: string) =>
  ({ view: `${p}_view`, add: `${p}_add`, edit: `${p}_edit`, del: `${p}_del`, export: `${p}_export`, status: `${p}_status` }) as const;

export const ADVERT_PERMISSION = perms('mkt_advert');
export const BRUSH_CONFIG_PERMISSION = perms('mkt_brush_config');
export const BRUSH_INTRO_PERMISSION = perms('mkt_brush_intro');
const { status: _s, ...activity } = perms('mkt_activity');
export const ACTIVITY_PERMISSION = activity;
export const SCENE_PERMISSION = perms('mkt_scene');

export const ADVERTS_ROUTE = '/advertisingSettings/list';
export const BRUSH_CONFIG_ROUTE = '/brushHidingConfig/list';
export const BRUSH_INTRO_ROUTE = '/brushHidingIntroduction/list';
export const BRUSH_INTRO_PATHS = {
  add: '/brushHidingIntroduction/addOrEdit',
  edit: '/brushHidingIntroduction/addOrEdit?id={id}',
  detail: '/brushHidingIntroduction/detail?id={id}',
} as const;
export const ACTIVITIES_ROUTE = '/activitiesManagement/userActivities/list';
export const ACTIVITY_PATHS = {
  add: '/activitiesManagement/userActivities/add',
  edit: '/activitiesManagement/userActivities/edit/{id}/{type?}',
  detail: '/activitiesManagement/userActivities/detail/{id}/{type?}',
} as const;
export const ACTIVITY_CALENDAR_ROUTE = '/activitiesManagement/activitiesDate';
export const ACTIVITY_STATISTICS_ROUTE = '/activitiesManagement/activityStatistics';
export const SCENES_ROUTE = '/personalizedRecommend/sceneManagement/list';

/** The upload area of ad images (the files area judges type by content and size). */
export const AD_IMAGE_AREA = 'marketingAd';
export const AD_IMAGE_MAX_MB = 2;
