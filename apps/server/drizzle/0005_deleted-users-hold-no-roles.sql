-- A deleted user holds no role (decision 0007): the roles area counts holders without the users table.
DELETE FROM "user_roles" WHERE "user_id" IN (SELECT "id" FROM "users" WHERE "del_flag" = true);
