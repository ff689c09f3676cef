NAME        model
OBJSENSE
  MAX
ROWS
 N  work    
 L  c_u_state(1)_
 L  c_u_state(2)_
 L  c_u_state(3)_
 L  c_u_state(4)_
 L  c_u_state(5)_
 L  c_u_state(6)_
 L  c_u_state(7)_
 L  c_u_state(8)_
 L  c_u_state(9)_
 L  c_u_state(10)_
 L  c_u_state(11)_
 L  c_u_state(12)_
 L  c_u_state(13)_
 L  c_u_state(14)_
 L  c_u_state(15)_
 L  c_u_state(16)_
 L  c_u_state(17)_
 L  c_u_state(18)_
 L  c_u_state(19)_
 L  c_u_state(20)_
 L  c_u_state(21)_
 L  c_u_state(22)_
 L  c_u_state(23)_
 L  c_u_state(24)_
 L  c_u_state(25)_
 L  c_u_state(26)_
 L  c_u_state(27)_
 L  c_u_state(28)_
 L  c_u_state(29)_
 L  c_u_state(30)_
 L  c_u_start(1)_
 L  c_u_start(2)_
 L  c_u_start(3)_
 L  c_u_start(4)_
 L  c_u_start(5)_
 L  c_u_start(6)_
 L  c_u_start(7)_
 L  c_u_start(8)_
 L  c_u_start(9)_
 L  c_u_start(10)_
 L  c_u_start(11)_
 L  c_u_start(12)_
 L  c_u_start(13)_
 L  c_u_start(14)_
 L  c_u_start(15)_
 L  c_u_start(16)_
 L  c_u_start(17)_
 L  c_u_start(18)_
 L  c_u_start(19)_
 L  c_u_start(20)_
 L  c_u_start(21)_
 L  c_u_start(22)_
 L  c_u_start(23)_
 L  c_u_start(24)_
 L  c_u_start(25)_
 L  c_u_start(26)_
 L  c_u_start(27)_
 L  c_u_start(28)_
 L  c_u_start(29)_
 L  c_u_start(30)_
 L  c_u_stop(1)_
 L  c_u_stop(2)_
 L  c_u_stop(3)_
 L  c_u_stop(4)_
 L  c_u_stop(5)_
 L  c_u_stop(6)_
 L  c_u_stop(7)_
 L  c_u_stop(8)_
 L  c_u_stop(9)_
 L  c_u_stop(10)_
 L  c_u_stop(11)_
 L  c_u_stop(12)_
 L  c_u_stop(13)_
 L  c_u_stop(14)_
 L  c_u_stop(15)_
 L  c_u_stop(16)_
 L  c_u_stop(17)_
 L  c_u_stop(18)_
 L  c_u_stop(19)_
 L  c_u_stop(20)_
 L  c_u_stop(21)_
 L  c_u_stop(22)_
 L  c_u_stop(23)_
 L  c_u_stop(24)_
 L  c_u_stop(25)_
 L  c_u_stop(26)_
 L  c_u_stop(27)_
 L  c_u_ckpt_after_work(1)_
 L  c_u_ckpt_after_work(2)_
 L  c_u_ckpt_after_work(3)_
 L  c_u_ckpt_after_work(4)_
 L  c_u_ckpt_after_work(5)_
 L  c_u_ckpt_after_work(6)_
 L  c_u_ckpt_after_work(7)_
 L  c_u_ckpt_after_work(8)_
 L  c_u_ckpt_after_work(9)_
 L  c_u_ckpt_after_work(10)_
 L  c_u_ckpt_after_work(11)_
 L  c_u_ckpt_after_work(12)_
 L  c_u_ckpt_after_work(13)_
 L  c_u_ckpt_after_work(14)_
 L  c_u_ckpt_after_work(15)_
 L  c_u_ckpt_after_work(16)_
 L  c_u_ckpt_after_work(17)_
 L  c_u_ckpt_after_work(18)_
 L  c_u_ckpt_after_work(19)_
 L  c_u_ckpt_after_work(20)_
 L  c_u_ckpt_after_work(21)_
 L  c_u_ckpt_after_work(22)_
 L  c_u_ckpt_after_work(23)_
 L  c_u_ckpt_after_work(24)_
 L  c_u_ckpt_after_work(25)_
 L  c_u_ckpt_after_work(26)_
 L  c_u_ckpt_after_work(27)_
 G  c_l_run0(1)_
 L  c_u_processors(0)_
 L  c_u_processors(1)_
 L  c_u_processors(2)_
 L  c_u_processors(3)_
 L  c_u_processors(4)_
 L  c_u_processors(5)_
 L  c_u_processors(6)_
 L  c_u_processors(7)_
 L  c_u_processors(8)_
 L  c_u_processors(9)_
 L  c_u_end_
COLUMNS
    MARK0000  'MARKER'                 'INTORG'
    w(J0_0)   work      2
    w(J0_0)   c_u_state(1)_  1
    w(J0_0)   c_u_start(1)_  1
    w(J0_0)   c_u_start(2)_  -1
    w(J0_0)   c_u_stop(1)_  1
    w(J0_0)   c_u_ckpt_after_work(2)_  -1
    w(J0_0)   c_l_run0(1)_  1
    w(J0_0)   c_u_processors(0)_  2
    w(J0_1)   work      2
    w(J0_1)   c_u_state(2)_  1
    w(J0_1)   c_u_start(2)_  1
    w(J0_1)   c_u_start(3)_  -1
    w(J0_1)   c_u_stop(1)_  -1
    w(J0_1)   c_u_stop(2)_  1
    w(J0_1)   c_u_ckpt_after_work(3)_  -1
    w(J0_1)   c_u_processors(1)_  2
    w(J0_2)   work      2
    w(J0_2)   c_u_state(3)_  1
    w(J0_2)   c_u_start(3)_  1
    w(J0_2)   c_u_start(4)_  -1
    w(J0_2)   c_u_stop(2)_  -1
    w(J0_2)   c_u_stop(3)_  1
    w(J0_2)   c_u_ckpt_after_work(4)_  -1
    w(J0_2)   c_u_processors(2)_  2
    w(J0_3)   work      2
    w(J0_3)   c_u_state(4)_  1
    w(J0_3)   c_u_start(4)_  1
    w(J0_3)   c_u_start(5)_  -1
    w(J0_3)   c_u_stop(3)_  -1
    w(J0_3)   c_u_stop(4)_  1
    w(J0_3)   c_u_ckpt_after_work(5)_  -1
    w(J0_3)   c_u_processors(3)_  2
    w(J0_4)   work      2
    w(J0_4)   c_u_state(5)_  1
    w(J0_4)   c_u_start(5)_  1
    w(J0_4)   c_u_start(6)_  -1
    w(J0_4)   c_u_stop(4)_  -1
    w(J0_4)   c_u_stop(5)_  1
    w(J0_4)   c_u_ckpt_after_work(6)_  -1
    w(J0_4)   c_u_processors(4)_  2
    w(J0_5)   work      2
    w(J0_5)   c_u_state(6)_  1
    w(J0_5)   c_u_start(6)_  1
    w(J0_5)   c_u_start(7)_  -1
    w(J0_5)   c_u_stop(5)_  -1
    w(J0_5)   c_u_stop(6)_  1
    w(J0_5)   c_u_ckpt_after_work(7)_  -1
    w(J0_5)   c_u_processors(5)_  2
    w(J0_6)   work      2
    w(J0_6)   c_u_state(7)_  1
    w(J0_6)   c_u_start(7)_  1
    w(J0_6)   c_u_start(8)_  -1
    w(J0_6)   c_u_stop(6)_  -1
    w(J0_6)   c_u_stop(7)_  1
    w(J0_6)   c_u_ckpt_after_work(8)_  -1
    w(J0_6)   c_u_processors(6)_  2
    w(J0_7)   work      2
    w(J0_7)   c_u_state(8)_  1
    w(J0_7)   c_u_start(8)_  1
    w(J0_7)   c_u_start(9)_  -1
    w(J0_7)   c_u_stop(7)_  -1
    w(J0_7)   c_u_stop(8)_  1
    w(J0_7)   c_u_ckpt_after_work(9)_  -1
    w(J0_7)   c_u_processors(7)_  2
    w(J0_8)   work      2
    w(J0_8)   c_u_state(9)_  1
    w(J0_8)   c_u_start(9)_  1
    w(J0_8)   c_u_start(10)_  -1
    w(J0_8)   c_u_stop(8)_  -1
    w(J0_8)   c_u_stop(9)_  1
    w(J0_8)   c_u_processors(8)_  2
    w(J0_9)   work      2
    w(J0_9)   c_u_state(10)_  1
    w(J0_9)   c_u_start(10)_  1
    w(J0_9)   c_u_stop(9)_  -1
    w(J0_9)   c_u_processors(9)_  2
    w(J0_9)   c_u_end_  2
    w(J1_0)   work      3
    w(J1_0)   c_u_state(11)_  1
    w(J1_0)   c_u_start(11)_  1
    w(J1_0)   c_u_start(12)_  -1
    w(J1_0)   c_u_stop(10)_  1
    w(J1_0)   c_u_ckpt_after_work(11)_  -1
    w(J1_0)   c_u_processors(0)_  3
    w(J1_1)   work      3
    w(J1_1)   c_u_state(12)_  1
    w(J1_1)   c_u_start(12)_  1
    w(J1_1)   c_u_start(13)_  -1
    w(J1_1)   c_u_stop(10)_  -1
    w(J1_1)   c_u_stop(11)_  1
    w(J1_1)   c_u_ckpt_after_work(12)_  -1
    w(J1_1)   c_u_processors(1)_  3
    w(J1_2)   work      3
    w(J1_2)   c_u_state(13)_  1
    w(J1_2)   c_u_start(13)_  1
    w(J1_2)   c_u_start(14)_  -1
    w(J1_2)   c_u_stop(11)_  -1
    w(J1_2)   c_u_stop(12)_  1
    w(J1_2)   c_u_ckpt_after_work(13)_  -1
    w(J1_2)   c_u_processors(2)_  3
    w(J1_3)   work      3
    w(J1_3)   c_u_state(14)_  1
    w(J1_3)   c_u_start(14)_  1
    w(J1_3)   c_u_start(15)_  -1
    w(J1_3)   c_u_stop(12)_  -1
    w(J1_3)   c_u_stop(13)_  1
    w(J1_3)   c_u_ckpt_after_work(14)_  -1
    w(J1_3)   c_u_processors(3)_  3
    w(J1_4)   work      3
    w(J1_4)   c_u_state(15)_  1
    w(J1_4)   c_u_start(15)_  1
    w(J1_4)   c_u_start(16)_  -1
    w(J1_4)   c_u_stop(13)_  -1
    w(J1_4)   c_u_stop(14)_  1
    w(J1_4)   c_u_ckpt_after_work(15)_  -1
    w(J1_4)   c_u_processors(4)_  3
    w(J1_5)   work      3
    w(J1_5)   c_u_state(16)_  1
    w(J1_5)   c_u_start(16)_  1
    w(J1_5)   c_u_start(17)_  -1
    w(J1_5)   c_u_stop(14)_  -1
    w(J1_5)   c_u_stop(15)_  1
    w(J1_5)   c_u_ckpt_after_work(16)_  -1
    w(J1_5)   c_u_processors(5)_  3
    w(J1_6)   work      3
    w(J1_6)   c_u_state(17)_  1
    w(J1_6)   c_u_start(17)_  1
    w(J1_6)   c_u_start(18)_  -1
    w(J1_6)   c_u_stop(15)_  -1
    w(J1_6)   c_u_stop(16)_  1
    w(J1_6)   c_u_ckpt_after_work(17)_  -1
    w(J1_6)   c_u_processors(6)_  3
    w(J1_7)   work      3
    w(J1_7)   c_u_state(18)_  1
    w(J1_7)   c_u_start(18)_  1
    w(J1_7)   c_u_start(19)_  -1
    w(J1_7)   c_u_stop(16)_  -1
    w(J1_7)   c_u_stop(17)_  1
    w(J1_7)   c_u_ckpt_after_work(18)_  -1
    w(J1_7)   c_u_processors(7)_  3
    w(J1_8)   work      3
    w(J1_8)   c_u_state(19)_  1
    w(J1_8)   c_u_start(19)_  1
    w(J1_8)   c_u_start(20)_  -1
    w(J1_8)   c_u_stop(17)_  -1
    w(J1_8)   c_u_stop(18)_  1
    w(J1_8)   c_u_ckpt_after_work(19)_  -1
    w(J1_8)   c_u_processors(8)_  3
    w(J1_9)   work      3
    w(J1_9)   c_u_state(20)_  1
    w(J1_9)   c_u_start(20)_  1
    w(J1_9)   c_u_stop(18)_  -1
    w(J1_9)   c_u_processors(9)_  3
    w(J1_9)   c_u_end_  3
    w(J2_0)   work      4
    w(J2_0)   c_u_state(21)_  1
    w(J2_0)   c_u_start(21)_  1
    w(J2_0)   c_u_start(22)_  -1
    w(J2_0)   c_u_stop(19)_  1
    w(J2_0)   c_u_ckpt_after_work(21)_  -1
    w(J2_0)   c_u_processors(0)_  4
    w(J2_1)   work      4
    w(J2_1)   c_u_state(22)_  1
    w(J2_1)   c_u_start(22)_  1
    w(J2_1)   c_u_start(23)_  -1
    w(J2_1)   c_u_stop(19)_  -1
    w(J2_1)   c_u_stop(20)_  1
    w(J2_1)   c_u_ckpt_after_work(22)_  -1
    w(J2_1)   c_u_processors(1)_  4
    w(J2_2)   work      4
    w(J2_2)   c_u_state(23)_  1
    w(J2_2)   c_u_start(23)_  1
    w(J2_2)   c_u_start(24)_  -1
    w(J2_2)   c_u_stop(20)_  -1
    w(J2_2)   c_u_stop(21)_  1
    w(J2_2)   c_u_ckpt_after_work(23)_  -1
    w(J2_2)   c_u_processors(2)_  4
    w(J2_3)   work      4
    w(J2_3)   c_u_state(24)_  1
    w(J2_3)   c_u_start(24)_  1
    w(J2_3)   c_u_start(25)_  -1
    w(J2_3)   c_u_stop(21)_  -1
    w(J2_3)   c_u_stop(22)_  1
    w(J2_3)   c_u_ckpt_after_work(24)_  -1
    w(J2_3)   c_u_processors(3)_  4
    w(J2_4)   work      4
    w(J2_4)   c_u_state(25)_  1
    w(J2_4)   c_u_start(25)_  1
    w(J2_4)   c_u_start(26)_  -1
    w(J2_4)   c_u_stop(22)_  -1
    w(J2_4)   c_u_stop(23)_  1
    w(J2_4)   c_u_ckpt_after_work(25)_  -1
    w(J2_4)   c_u_processors(4)_  4
    w(J2_5)   work      4
    w(J2_5)   c_u_state(26)_  1
    w(J2_5)   c_u_start(26)_  1
    w(J2_5)   c_u_start(27)_  -1
    w(J2_5)   c_u_stop(23)_  -1
    w(J2_5)   c_u_stop(24)_  1
    w(J2_5)   c_u_ckpt_after_work(26)_  -1
    w(J2_5)   c_u_processors(5)_  4
    w(J2_6)   work      4
    w(J2_6)   c_u_state(27)_  1
    w(J2_6)   c_u_start(27)_  1
    w(J2_6)   c_u_start(28)_  -1
    w(J2_6)   c_u_stop(24)_  -1
    w(J2_6)   c_u_stop(25)_  1
    w(J2_6)   c_u_ckpt_after_work(27)_  -1
    w(J2_6)   c_u_processors(6)_  4
    w(J2_7)   work      4
    w(J2_7)   c_u_state(28)_  1
    w(J2_7)   c_u_start(28)_  1
    w(J2_7)   c_u_start(29)_  -1
    w(J2_7)   c_u_stop(25)_  -1
    w(J2_7)   c_u_stop(26)_  1
    w(J2_7)   c_u_processors(7)_  4
    w(J2_8)   work      4
    w(J2_8)   c_u_state(29)_  1
    w(J2_8)   c_u_start(29)_  1
    w(J2_8)   c_u_start(30)_  -1
    w(J2_8)   c_u_stop(26)_  -1
    w(J2_8)   c_u_stop(27)_  1
    w(J2_8)   c_u_processors(8)_  4
    w(J2_9)   work      4
    w(J2_9)   c_u_state(30)_  1
    w(J2_9)   c_u_start(30)_  1
    w(J2_9)   c_u_stop(27)_  -1
    w(J2_9)   c_u_processors(9)_  4
    w(J2_9)   c_u_end_  4
    u(J0_0)   c_u_state(1)_  1
    u(J0_0)   c_u_start(2)_  -1
    u(J0_0)   c_u_processors(0)_  2
    v(J0_0)   c_u_state(1)_  1
    v(J0_0)   c_u_state(2)_  1
    v(J0_0)   c_u_ckpt_after_work(1)_  1
    v(J0_0)   c_l_run0(1)_  1
    v(J0_0)   c_u_processors(0)_  2
    v(J0_0)   c_u_processors(1)_  2
    u(J0_1)   c_u_state(2)_  1
    u(J0_1)   c_u_start(3)_  -1
    u(J0_1)   c_u_processors(1)_  2
    v(J0_1)   c_u_state(2)_  1
    v(J0_1)   c_u_state(3)_  1
    v(J0_1)   c_u_stop(1)_  -1
    v(J0_1)   c_u_ckpt_after_work(2)_  1
    v(J0_1)   c_u_processors(1)_  2
    v(J0_1)   c_u_processors(2)_  2
    u(J0_2)   c_u_state(3)_  1
    u(J0_2)   c_u_start(4)_  -1
    u(J0_2)   c_u_processors(2)_  2
    v(J0_2)   c_u_state(3)_  1
    v(J0_2)   c_u_state(4)_  1
    v(J0_2)   c_u_stop(2)_  -1
    v(J0_2)   c_u_ckpt_after_work(3)_  1
    v(J0_2)   c_u_processors(2)_  2
    v(J0_2)   c_u_processors(3)_  2
    u(J0_3)   c_u_state(4)_  1
    u(J0_3)   c_u_start(5)_  -1
    u(J0_3)   c_u_processors(3)_  2
    v(J0_3)   c_u_state(4)_  1
    v(J0_3)   c_u_state(5)_  1
    v(J0_3)   c_u_stop(3)_  -1
    v(J0_3)   c_u_ckpt_after_work(4)_  1
    v(J0_3)   c_u_processors(3)_  2
    v(J0_3)   c_u_processors(4)_  2
    u(J0_4)   c_u_state(5)_  1
    u(J0_4)   c_u_start(6)_  -1
    u(J0_4)   c_u_processors(4)_  2
    v(J0_4)   c_u_state(5)_  1
    v(J0_4)   c_u_state(6)_  1
    v(J0_4)   c_u_stop(4)_  -1
    v(J0_4)   c_u_ckpt_after_work(5)_  1
    v(J0_4)   c_u_processors(4)_  2
    v(J0_4)   c_u_processors(5)_  2
    u(J0_5)   c_u_state(6)_  1
    u(J0_5)   c_u_start(7)_  -1
    u(J0_5)   c_u_processors(5)_  2
    v(J0_5)   c_u_state(6)_  1
    v(J0_5)   c_u_state(7)_  1
    v(J0_5)   c_u_stop(5)_  -1
    v(J0_5)   c_u_ckpt_after_work(6)_  1
    v(J0_5)   c_u_processors(5)_  2
    v(J0_5)   c_u_processors(6)_  2
    u(J0_6)   c_u_state(7)_  1
    u(J0_6)   c_u_start(8)_  -1
    u(J0_6)   c_u_processors(6)_  2
    v(J0_6)   c_u_state(7)_  1
    v(J0_6)   c_u_state(8)_  1
    v(J0_6)   c_u_stop(6)_  -1
    v(J0_6)   c_u_ckpt_after_work(7)_  1
    v(J0_6)   c_u_processors(6)_  2
    v(J0_6)   c_u_processors(7)_  2
    u(J0_7)   c_u_state(8)_  1
    u(J0_7)   c_u_start(9)_  -1
    u(J0_7)   c_u_processors(7)_  2
    v(J0_7)   c_u_state(8)_  1
    v(J0_7)   c_u_state(9)_  1
    v(J0_7)   c_u_stop(7)_  -1
    v(J0_7)   c_u_ckpt_after_work(8)_  1
    v(J0_7)   c_u_processors(7)_  2
    v(J0_7)   c_u_processors(8)_  2
    u(J0_8)   c_u_state(9)_  1
    u(J0_8)   c_u_start(10)_  -1
    u(J0_8)   c_u_processors(8)_  2
    v(J0_8)   c_u_state(9)_  1
    v(J0_8)   c_u_state(10)_  1
    v(J0_8)   c_u_stop(8)_  -1
    v(J0_8)   c_u_ckpt_after_work(9)_  1
    v(J0_8)   c_u_processors(8)_  2
    v(J0_8)   c_u_processors(9)_  2
    u(J1_0)   c_u_state(11)_  1
    u(J1_0)   c_u_state(12)_  1
    u(J1_0)   c_u_start(13)_  -1
    u(J1_0)   c_u_processors(0)_  3
    u(J1_0)   c_u_processors(1)_  3
    v(J1_0)   c_u_state(11)_  1
    v(J1_0)   c_u_ckpt_after_work(10)_  1
    v(J1_0)   c_u_processors(0)_  3
    u(J1_1)   c_u_state(12)_  1
    u(J1_1)   c_u_state(13)_  1
    u(J1_1)   c_u_start(14)_  -1
    u(J1_1)   c_u_processors(1)_  3
    u(J1_1)   c_u_processors(2)_  3
    v(J1_1)   c_u_state(12)_  1
    v(J1_1)   c_u_stop(10)_  -1
    v(J1_1)   c_u_ckpt_after_work(11)_  1
    v(J1_1)   c_u_processors(1)_  3
    u(J1_2)   c_u_state(13)_  1
    u(J1_2)   c_u_state(14)_  1
    u(J1_2)   c_u_start(15)_  -1
    u(J1_2)   c_u_processors(2)_  3
    u(J1_2)   c_u_processors(3)_  3
    v(J1_2)   c_u_state(13)_  1
    v(J1_2)   c_u_stop(11)_  -1
    v(J1_2)   c_u_ckpt_after_work(12)_  1
    v(J1_2)   c_u_processors(2)_  3
    u(J1_3)   c_u_state(14)_  1
    u(J1_3)   c_u_state(15)_  1
    u(J1_3)   c_u_start(16)_  -1
    u(J1_3)   c_u_processors(3)_  3
    u(J1_3)   c_u_processors(4)_  3
    v(J1_3)   c_u_state(14)_  1
    v(J1_3)   c_u_stop(12)_  -1
    v(J1_3)   c_u_ckpt_after_work(13)_  1
    v(J1_3)   c_u_processors(3)_  3
    u(J1_4)   c_u_state(15)_  1
    u(J1_4)   c_u_state(16)_  1
    u(J1_4)   c_u_start(17)_  -1
    u(J1_4)   c_u_processors(4)_  3
    u(J1_4)   c_u_processors(5)_  3
    v(J1_4)   c_u_state(15)_  1
    v(J1_4)   c_u_stop(13)_  -1
    v(J1_4)   c_u_ckpt_after_work(14)_  1
    v(J1_4)   c_u_processors(4)_  3
    u(J1_5)   c_u_state(16)_  1
    u(J1_5)   c_u_state(17)_  1
    u(J1_5)   c_u_start(18)_  -1
    u(J1_5)   c_u_processors(5)_  3
    u(J1_5)   c_u_processors(6)_  3
    v(J1_5)   c_u_state(16)_  1
    v(J1_5)   c_u_stop(14)_  -1
    v(J1_5)   c_u_ckpt_after_work(15)_  1
    v(J1_5)   c_u_processors(5)_  3
    u(J1_6)   c_u_state(17)_  1
    u(J1_6)   c_u_state(18)_  1
    u(J1_6)   c_u_start(19)_  -1
    u(J1_6)   c_u_processors(6)_  3
    u(J1_6)   c_u_processors(7)_  3
    v(J1_6)   c_u_state(17)_  1
    v(J1_6)   c_u_stop(15)_  -1
    v(J1_6)   c_u_ckpt_after_work(16)_  1
    v(J1_6)   c_u_processors(6)_  3
    u(J1_7)   c_u_state(18)_  1
    u(J1_7)   c_u_state(19)_  1
    u(J1_7)   c_u_start(20)_  -1
    u(J1_7)   c_u_processors(7)_  3
    u(J1_7)   c_u_processors(8)_  3
    v(J1_7)   c_u_state(18)_  1
    v(J1_7)   c_u_stop(16)_  -1
    v(J1_7)   c_u_ckpt_after_work(17)_  1
    v(J1_7)   c_u_processors(7)_  3
    v(J1_8)   c_u_state(19)_  1
    v(J1_8)   c_u_stop(17)_  -1
    v(J1_8)   c_u_ckpt_after_work(18)_  1
    v(J1_8)   c_u_processors(8)_  3
    v(J1_9)   c_u_state(20)_  1
    v(J1_9)   c_u_stop(18)_  -1
    v(J1_9)   c_u_ckpt_after_work(19)_  1
    v(J1_9)   c_u_processors(9)_  3
    u(J2_0)   c_u_state(21)_  1
    u(J2_0)   c_u_start(22)_  -1
    u(J2_0)   c_u_processors(0)_  4
    v(J2_0)   c_u_state(21)_  1
    v(J2_0)   c_u_state(22)_  1
    v(J2_0)   c_u_state(23)_  1
    v(J2_0)   c_u_ckpt_after_work(20)_  1
    v(J2_0)   c_u_processors(0)_  4
    v(J2_0)   c_u_processors(1)_  4
    v(J2_0)   c_u_processors(2)_  4
    u(J2_1)   c_u_state(22)_  1
    u(J2_1)   c_u_start(23)_  -1
    u(J2_1)   c_u_processors(1)_  4
    v(J2_1)   c_u_state(22)_  1
    v(J2_1)   c_u_state(23)_  1
    v(J2_1)   c_u_state(24)_  1
    v(J2_1)   c_u_stop(19)_  -1
    v(J2_1)   c_u_ckpt_after_work(21)_  1
    v(J2_1)   c_u_processors(1)_  4
    v(J2_1)   c_u_processors(2)_  4
    v(J2_1)   c_u_processors(3)_  4
    u(J2_2)   c_u_state(23)_  1
    u(J2_2)   c_u_start(24)_  -1
    u(J2_2)   c_u_processors(2)_  4
    v(J2_2)   c_u_state(23)_  1
    v(J2_2)   c_u_state(24)_  1
    v(J2_2)   c_u_state(25)_  1
    v(J2_2)   c_u_stop(20)_  -1
    v(J2_2)   c_u_ckpt_after_work(22)_  1
    v(J2_2)   c_u_processors(2)_  4
    v(J2_2)   c_u_processors(3)_  4
    v(J2_2)   c_u_processors(4)_  4
    u(J2_3)   c_u_state(24)_  1
    u(J2_3)   c_u_start(25)_  -1
    u(J2_3)   c_u_processors(3)_  4
    v(J2_3)   c_u_state(24)_  1
    v(J2_3)   c_u_state(25)_  1
    v(J2_3)   c_u_state(26)_  1
    v(J2_3)   c_u_stop(21)_  -1
    v(J2_3)   c_u_ckpt_after_work(23)_  1
    v(J2_3)   c_u_processors(3)_  4
    v(J2_3)   c_u_processors(4)_  4
    v(J2_3)   c_u_processors(5)_  4
    u(J2_4)   c_u_state(25)_  1
    u(J2_4)   c_u_start(26)_  -1
    u(J2_4)   c_u_processors(4)_  4
    v(J2_4)   c_u_state(25)_  1
    v(J2_4)   c_u_state(26)_  1
    v(J2_4)   c_u_state(27)_  1
    v(J2_4)   c_u_stop(22)_  -1
    v(J2_4)   c_u_ckpt_after_work(24)_  1
    v(J2_4)   c_u_processors(4)_  4
    v(J2_4)   c_u_processors(5)_  4
    v(J2_4)   c_u_processors(6)_  4
    u(J2_5)   c_u_state(26)_  1
    u(J2_5)   c_u_start(27)_  -1
    u(J2_5)   c_u_processors(5)_  4
    v(J2_5)   c_u_state(26)_  1
    v(J2_5)   c_u_state(27)_  1
    v(J2_5)   c_u_state(28)_  1
    v(J2_5)   c_u_stop(23)_  -1
    v(J2_5)   c_u_ckpt_after_work(25)_  1
    v(J2_5)   c_u_processors(5)_  4
    v(J2_5)   c_u_processors(6)_  4
    v(J2_5)   c_u_processors(7)_  4
    u(J2_6)   c_u_state(27)_  1
    u(J2_6)   c_u_start(28)_  -1
    u(J2_6)   c_u_processors(6)_  4
    v(J2_6)   c_u_state(27)_  1
    v(J2_6)   c_u_state(28)_  1
    v(J2_6)   c_u_state(29)_  1
    v(J2_6)   c_u_stop(24)_  -1
    v(J2_6)   c_u_ckpt_after_work(26)_  1
    v(J2_6)   c_u_processors(6)_  4
    v(J2_6)   c_u_processors(7)_  4
    v(J2_6)   c_u_processors(8)_  4
    u(J2_7)   c_u_state(28)_  1
    u(J2_7)   c_u_start(29)_  -1
    u(J2_7)   c_u_processors(7)_  4
    v(J2_7)   c_u_state(28)_  1
    v(J2_7)   c_u_state(29)_  1
    v(J2_7)   c_u_state(30)_  1
    v(J2_7)   c_u_stop(25)_  -1
    v(J2_7)   c_u_ckpt_after_work(27)_  1
    v(J2_7)   c_u_processors(7)_  4
    v(J2_7)   c_u_processors(8)_  4
    v(J2_7)   c_u_processors(9)_  4
    u(J2_8)   c_u_state(29)_  1
    u(J2_8)   c_u_start(30)_  -1
    u(J2_8)   c_u_processors(8)_  4
    MARK0001  'MARKER'                 'INTEND'
RHS
    RHS_V     c_u_state(1)_  1
    RHS_V     c_u_state(2)_  1
    RHS_V     c_u_state(3)_  1
    RHS_V     c_u_state(4)_  1
    RHS_V     c_u_state(5)_  1
    RHS_V     c_u_state(6)_  1
    RHS_V     c_u_state(7)_  1
    RHS_V     c_u_state(8)_  1
    RHS_V     c_u_state(9)_  1
    RHS_V     c_u_state(10)_  1
    RHS_V     c_u_state(11)_  1
    RHS_V     c_u_state(12)_  1
    RHS_V     c_u_state(13)_  1
    RHS_V     c_u_state(14)_  1
    RHS_V     c_u_state(15)_  1
    RHS_V     c_u_state(16)_  1
    RHS_V     c_u_state(17)_  1
    RHS_V     c_u_state(18)_  1
    RHS_V     c_u_state(19)_  1
    RHS_V     c_u_state(20)_  1
    RHS_V     c_u_state(21)_  1
    RHS_V     c_u_state(22)_  1
    RHS_V     c_u_state(23)_  1
    RHS_V     c_u_state(24)_  1
    RHS_V     c_u_state(25)_  1
    RHS_V     c_u_state(26)_  1
    RHS_V     c_u_state(27)_  1
    RHS_V     c_u_state(28)_  1
    RHS_V     c_u_state(29)_  1
    RHS_V     c_u_state(30)_  1
    RHS_V     c_u_start(1)_  1
    RHS_V     c_u_start(21)_  1
    RHS_V     c_u_ckpt_after_work(1)_  1
    RHS_V     c_u_ckpt_after_work(20)_  1
    RHS_V     c_l_run0(1)_  1
    RHS_V     c_u_processors(0)_  6
    RHS_V     c_u_processors(1)_  6
    RHS_V     c_u_processors(2)_  6
    RHS_V     c_u_processors(3)_  6
    RHS_V     c_u_processors(4)_  6
    RHS_V     c_u_processors(5)_  6
    RHS_V     c_u_processors(6)_  6
    RHS_V     c_u_processors(7)_  6
    RHS_V     c_u_processors(8)_  6
    RHS_V     c_u_processors(9)_  6
    RHS_V     c_u_end_  6
BOUNDS
 BV BOUND     w(J0_0) 
 BV BOUND     w(J0_1) 
 BV BOUND     w(J0_2) 
 BV BOUND     w(J0_3) 
 BV BOUND     w(J0_4) 
 BV BOUND     w(J0_5) 
 BV BOUND     w(J0_6) 
 BV BOUND     w(J0_7) 
 BV BOUND     w(J0_8) 
 BV BOUND     w(J0_9) 
 BV BOUND     w(J1_0) 
 BV BOUND     w(J1_1) 
 BV BOUND     w(J1_2) 
 BV BOUND     w(J1_3) 
 BV BOUND     w(J1_4) 
 BV BOUND     w(J1_5) 
 BV BOUND     w(J1_6) 
 BV BOUND     w(J1_7) 
 BV BOUND     w(J1_8) 
 BV BOUND     w(J1_9) 
 BV BOUND     w(J2_0) 
 BV BOUND     w(J2_1) 
 BV BOUND     w(J2_2) 
 BV BOUND     w(J2_3) 
 BV BOUND     w(J2_4) 
 BV BOUND     w(J2_5) 
 BV BOUND     w(J2_6) 
 BV BOUND     w(J2_7) 
 BV BOUND     w(J2_8) 
 BV BOUND     w(J2_9) 
 BV BOUND     u(J0_0) 
 BV BOUND     v(J0_0) 
 BV BOUND     u(J0_1) 
 BV BOUND     v(J0_1) 
 BV BOUND     u(J0_2) 
 BV BOUND     v(J0_2) 
 BV BOUND     u(J0_3) 
 BV BOUND     v(J0_3) 
 BV BOUND     u(J0_4) 
 BV BOUND     v(J0_4) 
 BV BOUND     u(J0_5) 
 BV BOUND     v(J0_5) 
 BV BOUND     u(J0_6) 
 BV BOUND     v(J0_6) 
 BV BOUND     u(J0_7) 
 BV BOUND     v(J0_7) 
 BV BOUND     u(J0_8) 
 BV BOUND     v(J0_8) 
 BV BOUND     u(J1_0) 
 BV BOUND     v(J1_0) 
 BV BOUND     u(J1_1) 
 BV BOUND     v(J1_1) 
 BV BOUND     u(J1_2) 
 BV BOUND     v(J1_2) 
 BV BOUND     u(J1_3) 
 BV BOUND     v(J1_3) 
 BV BOUND     u(J1_4) 
 BV BOUND     v(J1_4) 
 BV BOUND     u(J1_5) 
 BV BOUND     v(J1_5) 
 BV BOUND     u(J1_6) 
 BV BOUND     v(J1_6) 
 BV BOUND     u(J1_7) 
 BV BOUND     v(J1_7) 
 BV BOUND     v(J1_8) 
 BV BOUND     v(J1_9) 
 BV BOUND     u(J2_0) 
 BV BOUND     v(J2_0) 
 BV BOUND     u(J2_1) 
 BV BOUND     v(J2_1) 
 BV BOUND     u(J2_2) 
 BV BOUND     v(J2_2) 
 BV BOUND     u(J2_3) 
 BV BOUND     v(J2_3) 
 BV BOUND     u(J2_4) 
 BV BOUND     v(J2_4) 
 BV BOUND     u(J2_5) 
 BV BOUND     v(J2_5) 
 BV BOUND     u(J2_6) 
 BV BOUND     v(J2_6) 
 BV BOUND     u(J2_7) 
 BV BOUND     v(J2_7) 
 BV BOUND     u(J2_8) 
ENDATA
