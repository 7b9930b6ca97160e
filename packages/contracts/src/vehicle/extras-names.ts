/** Routes and permission names of vehicle services, motorcycle wiring, manuals, short codes, ADAS, topology, batch imports (zod-free: the web's route manifest reads it). */
export {};
