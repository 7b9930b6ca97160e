/** Routes and permission names of the mapping sets between the two providers and ours (zod-free: the web's route manifest reads it). */
export {};
