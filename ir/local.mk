# ir/: the recursive IR, its passes, the schedule and the loop IR.
