/** Routes and permission names of repair data: tasks, materials, data, fault codes, associated vehicles (zod-free: the web's route manifest reads it). */
export {};
