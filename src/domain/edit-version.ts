// The version of a record that a form loaded and sends back with its save (profile_version,
// page_version, faq_version...): the server refuses a save whose version is no longer the stored
// row's. Optional, so an API client that sends none writes as before.
import { z } from 'zod';

export const editVersionField = () => z.string().max(64).optional();
