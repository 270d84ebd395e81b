-- A send in one round trip. The data layer (src/db/repositories) calls these functions; they are the only
-- code that takes the member-pair lock by name, posts to the credit ledger and stores a message.

-- The lock of what stands between two members (likes, blocks, conversations), the same whichever of them
-- acts, held until the transaction ends.
CREATE FUNCTION member_pair_lock(a integer, b integer) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtextextended('member-pair:' || least(a, b) || ':' || greatest(a, b), 0))
$$;
--> statement-breakpoint

-- A member's unread messages over their conversations with members not pending deletion.
CREATE FUNCTION member_unread_total(p_member integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(cm.unread), 0)::integer
  FROM conversation_members cm
  JOIN members m ON m.id = cm.other_id
  WHERE cm.member_id = p_member AND m.deleted_at IS NULL
$$;
--> statement-breakpoint

-- A balance change and the entry that records it, in one statement: the balance is only ever written here,
-- so it always equals the sum of the member's entries. With p_covers, a debit the balance does not cover
-- writes nothing and returns no row (concurrent debits queue on the member's row, each seeing the balance
-- the one before left, so none overdraws).
CREATE FUNCTION ledger_post(
  p_member integer, p_delta integer, p_covers boolean, p_reason text, p_object text, p_at timestamptz
) RETURNS SETOF credit_ledger LANGUAGE sql AS $$
  WITH changed AS (
    UPDATE members SET credits = credits + p_delta
    WHERE id = p_member AND (NOT p_covers OR credits >= -p_delta)
    RETURNING credits
  )
  INSERT INTO credit_ledger (member_id, delta, balance_after, reason, object, created_at)
  SELECT p_member, p_delta, credits, p_reason, p_object, p_at FROM changed
  RETURNING *
$$;
--> statement-breakpoint

-- Sends a message in an existing conversation under the pair's lock: refused when a block stands between
-- the two or the conversation is gone (a block deletes it under the same lock); answered 'stored_before'
-- when the sender stored this client id already (nothing written). Otherwise the debit of p_credits, the
-- message, the conversation's last message and the recipient's unread counter are written together (a
-- debit the balance does not cover: 'not_enough_credits', nothing written). Each statement of the function
-- sees what committed before the lock was granted. A twin send with the same client id to another member
-- (another lock) that commits first makes the insert fail with unique_violation, undoing the debit.
CREATE FUNCTION chat_send(
  p_conversation integer, p_sender integer, p_recipient integer, p_client_id text, p_kind text, p_body text,
  p_gift text, p_attachment_key text, p_attachment_width integer, p_attachment_height integer,
  p_credits integer, p_reason text, p_at timestamptz
) RETURNS TABLE (
  outcome text, message_id integer, balance integer, recipient_last_read_id integer, recipient_unread integer
) LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_pair_lock(p_sender, p_recipient);
  IF EXISTS (SELECT 1 FROM messages m WHERE m.sender_id = p_sender AND m.client_id = p_client_id) THEN
    outcome := 'stored_before';
  ELSIF EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = p_recipient AND b.blocked_id = p_sender) THEN
    outcome := 'blocked_by_recipient';
  ELSIF EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = p_sender AND b.blocked_id = p_recipient) THEN
    outcome := 'blocked_by_sender';
  ELSIF NOT EXISTS (SELECT 1 FROM conversations c WHERE c.id = p_conversation) THEN
    outcome := 'no_conversation';
  END IF;
  IF outcome IS NOT NULL THEN
    RETURN NEXT;
    RETURN;
  END IF;

  -- The id first: the ledger entry names the message it paid for.
  message_id := nextval(pg_get_serial_sequence('messages', 'id'));
  IF p_credits > 0 THEN
    SELECT e.balance_after INTO balance
    FROM ledger_post(p_sender, -p_credits, true, p_reason, 'message:' || message_id, p_at) e;
    IF NOT FOUND THEN
      outcome := 'not_enough_credits';
      message_id := NULL;
      RETURN NEXT;
      RETURN;
    END IF;
  ELSE
    SELECT m.credits INTO balance FROM members m WHERE m.id = p_sender;
  END IF;

  INSERT INTO messages (
    id, conversation_id, sender_id, client_id, kind, body, gift, attachment_key, attachment_width,
    attachment_height, credits, created_at
  ) VALUES (
    message_id, p_conversation, p_sender, p_client_id, p_kind, p_body, p_gift, p_attachment_key,
    p_attachment_width, p_attachment_height, p_credits, p_at
  );
  UPDATE conversations c SET last_message_id = message_id, last_message_at = p_at WHERE c.id = p_conversation;
  UPDATE conversation_members cm SET unread = cm.unread + 1
  WHERE cm.conversation_id = p_conversation AND cm.member_id = p_recipient
  RETURNING cm.last_read_id INTO recipient_last_read_id;
  recipient_unread := member_unread_total(p_recipient);
  outcome := 'sent';
  RETURN NEXT;
END
$$;
