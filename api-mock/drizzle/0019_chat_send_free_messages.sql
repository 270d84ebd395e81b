-- chat_send with free messages: a free member's text message is paid with one of the site's free messages
-- while any are left (a 'free_message' ledger entry of delta 0 records it), with credits after. The count is
-- raised by one conditional UPDATE of the sender's row, so parallel sends (in any conversation: each holds
-- another pair lock) queue on that row and never spend more free messages than the site gives.
DROP FUNCTION chat_send(
  integer, integer, integer, text, text, text, text, text, integer, integer, integer, text, timestamptz
);
--> statement-breakpoint

-- As before (see 0009_chat_send.sql), plus p_free_messages: the site's free messages for this sender (0 for a
-- premium member). Answers also the credits the message cost and the free messages left after it.
CREATE FUNCTION chat_send(
  p_conversation integer, p_sender integer, p_recipient integer, p_client_id text, p_kind text, p_body text,
  p_gift text, p_attachment_key text, p_attachment_width integer, p_attachment_height integer,
  p_credits integer, p_reason text, p_free_messages integer, p_at timestamptz
) RETURNS TABLE (
  outcome text, message_id integer, balance integer, recipient_last_read_id integer, recipient_unread integer,
  message_credits integer, free_messages_left integer
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
  message_credits := p_credits;
  IF p_kind = 'text' AND p_free_messages > 0 THEN
    UPDATE members m SET free_messages_used = m.free_messages_used + 1
    WHERE m.id = p_sender AND m.free_messages_used < p_free_messages
    RETURNING p_free_messages - m.free_messages_used, m.credits INTO free_messages_left, balance;
    IF FOUND THEN
      message_credits := 0;
      INSERT INTO credit_ledger (member_id, delta, balance_after, reason, object, created_at)
      VALUES (p_sender, 0, balance, 'free_message', 'message:' || message_id, p_at);
    END IF;
  END IF;
  IF message_credits > 0 THEN
    SELECT e.balance_after INTO balance
    FROM ledger_post(p_sender, -message_credits, true, p_reason, 'message:' || message_id, p_at) e;
    IF NOT FOUND THEN
      outcome := 'not_enough_credits';
      message_id := NULL;
      message_credits := NULL;
      RETURN NEXT;
      RETURN;
    END IF;
  END IF;
  IF free_messages_left IS NULL THEN
    SELECT m.credits, greatest(p_free_messages - m.free_messages_used, 0)
    INTO balance, free_messages_left
    FROM members m WHERE m.id = p_sender;
  END IF;

  INSERT INTO messages (
    id, conversation_id, sender_id, client_id, kind, body, gift, attachment_key, attachment_width,
    attachment_height, credits, created_at
  ) VALUES (
    message_id, p_conversation, p_sender, p_client_id, p_kind, p_body, p_gift, p_attachment_key,
    p_attachment_width, p_attachment_height, message_credits, p_at
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
--> statement-breakpoint

-- The demo sites seeded before free messages existed give them as a freshly seeded demo site does.
UPDATE sites SET free_messages = 3 WHERE domain IN ('flirtmoment.test', 'herzklopfen.test');
