/** Server messages of issue 13's agents (agents and payouts), spread into en.ts. */
export const agentsEn = {
  // SPEC §5, in its own words
  'validation.agent_icno': 'IC number must be a valid 12-digit IC No.',
  'validation.agent_phone': 'Phone number must be valid.',
  'validation.agent_account_no': 'Account No required and must be a number.',
  'validation.agent_account_name': 'Account name required.',
  'validation.agent_bank': 'Bank required: choose one from the list.',
  'validation.agent_rank': 'Choose a rank: master agent, mentor or agent.',
  'validation.agent_entitled': 'Entitled must be yes or no.',
  'validation.type_required': 'Choose the type of account.',
  // SPEC §4
  'validation.agent_upgrade_only': 'An agent can only be upgraded to mentor.',
  'validation.agent_upgrade_by':
    "Only an administrator or the agent's master agent can upgrade an agent to mentor.",
  'validation.type_unchangeable': 'The type of this account cannot be changed.',
  'validation.upline_in_downline': 'An agent cannot sit under itself or under someone in its own downline.',
  'error.admin_only_payout_details':
    "Only an administrator can change an agent's bank, account number, account name or entitlement.",
  // SPEC §8
  'success.agent_created': 'Agent created successfully.',
} as const;
