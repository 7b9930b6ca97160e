/** Routes and permission names of vehicles, OBD codes, TSBs, DLC locations, batteries, standards, advertising, testable cars (zod-free: the web's route manifest reads it). */
export {};
