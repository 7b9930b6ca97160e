/** Routes and permission names of fault-light icons and their details (zod-free: the web's route manifest reads it). */
export {};
