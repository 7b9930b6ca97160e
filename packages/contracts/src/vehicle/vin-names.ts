/** Routes and permission names of VIN analysis: validation, offline decode, comparison (zod-free: the web's route manifest reads it). */
export {};
