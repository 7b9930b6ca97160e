/** Routes and permission names of the basic data: vehicle types, brands, models and attributes (zod-free: the web's route manifest reads it). */
export {};
