-- The delivery jobs of an event are inserted with it by the server (domain/events.ts eventStatements), no longer by a trigger.
DROP TRIGGER IF EXISTS `events_deliver`;
