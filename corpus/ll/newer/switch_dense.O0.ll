; ModuleID = 'switch_dense.c'
source_filename = "switch_dense.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@h = internal global i32 -2128831035, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 -559038737, ptr %1, align 4
  store i32 1, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %10

10:                                               ; preds = %29, %0
  %11 = load i32, ptr %3, align 4
  %12 = icmp slt i32 %11, 1200
  br i1 %12, label %13, label %32

13:                                               ; preds = %10
  %14 = load i32, ptr %1, align 4
  %15 = mul i32 %14, 1664525
  %16 = add i32 %15, 1013904223
  store i32 %16, ptr %1, align 4
  %17 = load i32, ptr %1, align 4
  %18 = lshr i32 %17, 9
  %19 = sub nsw i32 %18, 2097152
  store i32 %19, ptr %4, align 4
  %20 = load i32, ptr %1, align 4
  %21 = lshr i32 %20, 28
  %22 = load i32, ptr %3, align 4
  %23 = and i32 %22, 1
  %24 = xor i32 %21, %23
  %25 = load i32, ptr %2, align 4
  %26 = load i32, ptr %4, align 4
  %27 = call i32 @apply(i32 noundef %24, i32 noundef %25, i32 noundef %26) #1
  store i32 %27, ptr %2, align 4
  %28 = load i32, ptr %2, align 4
  call void @mix(i32 noundef %28) #1
  br label %29

29:                                               ; preds = %13
  %30 = load i32, ptr %3, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %3, align 4
  br label %10, !llvm.loop !2

32:                                               ; preds = %10
  store i32 0, ptr %5, align 4
  br label %33

33:                                               ; preds = %39, %32
  %34 = load i32, ptr %5, align 4
  %35 = icmp ult i32 %34, 10
  br i1 %35, label %36, label %42

36:                                               ; preds = %33
  %37 = load i32, ptr %5, align 4
  %38 = call i32 @fallthrough_weight(i32 noundef %37) #1
  call void @mix(i32 noundef %38) #1
  br label %39

39:                                               ; preds = %36
  %40 = load i32, ptr %5, align 4
  %41 = add i32 %40, 1
  store i32 %41, ptr %5, align 4
  br label %33, !llvm.loop !4

42:                                               ; preds = %33
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %43

43:                                               ; preds = %59, %42
  %44 = load i32, ptr %7, align 4
  %45 = icmp slt i32 %44, 40
  br i1 %45, label %46, label %62

46:                                               ; preds = %43
  store i32 0, ptr %8, align 4
  br label %47

47:                                               ; preds = %55, %46
  %48 = load i32, ptr %8, align 4
  %49 = icmp sle i32 %48, 13
  br i1 %49, label %50, label %58

50:                                               ; preds = %47
  %51 = load i32, ptr %8, align 4
  %52 = call i32 @days_in_month(i32 noundef %51) #1
  %53 = load i32, ptr %6, align 4
  %54 = add nsw i32 %53, %52
  store i32 %54, ptr %6, align 4
  br label %55

55:                                               ; preds = %50
  %56 = load i32, ptr %8, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %8, align 4
  br label %47, !llvm.loop !5

58:                                               ; preds = %47
  br label %59

59:                                               ; preds = %58
  %60 = load i32, ptr %7, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %7, align 4
  br label %43, !llvm.loop !6

62:                                               ; preds = %43
  %63 = load i32, ptr %6, align 4
  call void @mix(i32 noundef %63) #1
  store i32 0, ptr %9, align 4
  br label %64

64:                                               ; preds = %72, %62
  %65 = load i32, ptr %9, align 4
  %66 = icmp ult i32 %65, 64
  br i1 %66, label %67, label %75

67:                                               ; preds = %64
  %68 = load i32, ptr %9, align 4
  %69 = mul i32 %68, 7
  %70 = call signext i8 @hexch(i32 noundef %69) #1
  %71 = sext i8 %70 to i32
  call void @mix(i32 noundef %71) #1
  br label %72

72:                                               ; preds = %67
  %73 = load i32, ptr %9, align 4
  %74 = add i32 %73, 1
  store i32 %74, ptr %9, align 4
  br label %64, !llvm.loop !7

75:                                               ; preds = %64
  %76 = load i32, ptr @h, align 4
  %77 = and i32 %76, 2147483647
  ret i32 %77
}

; Function Attrs: noinline nounwind optnone
define internal i32 @apply(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %8 = load i32, ptr %5, align 4
  switch i32 %8, label %90 [
    i32 0, label %9
    i32 1, label %13
    i32 2, label %17
    i32 3, label %21
    i32 4, label %25
    i32 5, label %29
    i32 6, label %33
    i32 7, label %38
    i32 8, label %43
    i32 9, label %48
    i32 10, label %53
    i32 11, label %58
    i32 12, label %64
    i32 13, label %64
    i32 14, label %74
  ]

9:                                                ; preds = %3
  %10 = load i32, ptr %6, align 4
  %11 = load i32, ptr %7, align 4
  %12 = add nsw i32 %10, %11
  store i32 %12, ptr %4, align 4
  br label %93

13:                                               ; preds = %3
  %14 = load i32, ptr %6, align 4
  %15 = load i32, ptr %7, align 4
  %16 = sub nsw i32 %14, %15
  store i32 %16, ptr %4, align 4
  br label %93

17:                                               ; preds = %3
  %18 = load i32, ptr %6, align 4
  %19 = load i32, ptr %7, align 4
  %20 = mul i32 %18, %19
  store i32 %20, ptr %4, align 4
  br label %93

21:                                               ; preds = %3
  %22 = load i32, ptr %6, align 4
  %23 = load i32, ptr %7, align 4
  %24 = and i32 %22, %23
  store i32 %24, ptr %4, align 4
  br label %93

25:                                               ; preds = %3
  %26 = load i32, ptr %6, align 4
  %27 = load i32, ptr %7, align 4
  %28 = or i32 %26, %27
  store i32 %28, ptr %4, align 4
  br label %93

29:                                               ; preds = %3
  %30 = load i32, ptr %6, align 4
  %31 = load i32, ptr %7, align 4
  %32 = xor i32 %30, %31
  store i32 %32, ptr %4, align 4
  br label %93

33:                                               ; preds = %3
  %34 = load i32, ptr %6, align 4
  %35 = load i32, ptr %7, align 4
  %36 = and i32 %35, 31
  %37 = shl i32 %34, %36
  store i32 %37, ptr %4, align 4
  br label %93

38:                                               ; preds = %3
  %39 = load i32, ptr %6, align 4
  %40 = load i32, ptr %7, align 4
  %41 = and i32 %40, 31
  %42 = lshr i32 %39, %41
  store i32 %42, ptr %4, align 4
  br label %93

43:                                               ; preds = %3
  %44 = load i32, ptr %6, align 4
  %45 = load i32, ptr %7, align 4
  %46 = and i32 %45, 31
  %47 = ashr i32 %44, %46
  store i32 %47, ptr %4, align 4
  br label %93

48:                                               ; preds = %3
  %49 = load i32, ptr %6, align 4
  %50 = load i32, ptr %7, align 4
  %51 = icmp slt i32 %49, %50
  %52 = zext i1 %51 to i32
  store i32 %52, ptr %4, align 4
  br label %93

53:                                               ; preds = %3
  %54 = load i32, ptr %6, align 4
  %55 = load i32, ptr %7, align 4
  %56 = icmp ult i32 %54, %55
  %57 = zext i1 %56 to i32
  store i32 %57, ptr %4, align 4
  br label %93

58:                                               ; preds = %3
  %59 = load i32, ptr %6, align 4
  %60 = load i32, ptr %7, align 4
  %61 = icmp eq i32 %59, %60
  %62 = zext i1 %61 to i64
  %63 = select i1 %61, i32 1, i32 -1
  store i32 %63, ptr %4, align 4
  br label %93

64:                                               ; preds = %3, %3
  %65 = load i32, ptr %6, align 4
  %66 = load i32, ptr %7, align 4
  %67 = icmp sgt i32 %65, %66
  br i1 %67, label %68, label %70

68:                                               ; preds = %64
  %69 = load i32, ptr %6, align 4
  br label %72

70:                                               ; preds = %64
  %71 = load i32, ptr %7, align 4
  br label %72

72:                                               ; preds = %70, %68
  %73 = phi i32 [ %69, %68 ], [ %71, %70 ]
  store i32 %73, ptr %4, align 4
  br label %93

74:                                               ; preds = %3
  %75 = load i32, ptr %7, align 4
  %76 = icmp ne i32 %75, 0
  br i1 %76, label %77, label %87

77:                                               ; preds = %74
  %78 = load i32, ptr %6, align 4
  %79 = icmp eq i32 %78, -2147483648
  br i1 %79, label %80, label %83

80:                                               ; preds = %77
  %81 = load i32, ptr %7, align 4
  %82 = icmp eq i32 %81, -1
  br i1 %82, label %87, label %83

83:                                               ; preds = %80, %77
  %84 = load i32, ptr %6, align 4
  %85 = load i32, ptr %7, align 4
  %86 = sdiv i32 %84, %85
  br label %88

87:                                               ; preds = %80, %74
  br label %88

88:                                               ; preds = %87, %83
  %89 = phi i32 [ %86, %83 ], [ 0, %87 ]
  store i32 %89, ptr %4, align 4
  br label %93

90:                                               ; preds = %3
  %91 = load i32, ptr %6, align 4
  %92 = xor i32 %91, -1
  store i32 %92, ptr %4, align 4
  br label %93

93:                                               ; preds = %90, %88, %72, %58, %53, %48, %43, %38, %33, %29, %25, %21, %17, %13, %9
  %94 = load i32, ptr %4, align 4
  ret i32 %94
}

; Function Attrs: noinline nounwind optnone
define internal void @mix(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr @h, align 4
  %4 = load i32, ptr %2, align 4
  %5 = xor i32 %3, %4
  %6 = mul i32 %5, 16777619
  store i32 %6, ptr @h, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @fallthrough_weight(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %4 = load i32, ptr %2, align 4
  switch i32 %4, label %27 [
    i32 7, label %5
    i32 6, label %8
    i32 5, label %11
    i32 4, label %14
    i32 3, label %17
    i32 2, label %20
    i32 1, label %23
    i32 0, label %26
  ]

5:                                                ; preds = %1
  %6 = load i32, ptr %3, align 4
  %7 = add nsw i32 %6, 64
  store i32 %7, ptr %3, align 4
  br label %8

8:                                                ; preds = %1, %5
  %9 = load i32, ptr %3, align 4
  %10 = add nsw i32 %9, 32
  store i32 %10, ptr %3, align 4
  br label %11

11:                                               ; preds = %1, %8
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %12, 16
  store i32 %13, ptr %3, align 4
  br label %14

14:                                               ; preds = %1, %11
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, 8
  store i32 %16, ptr %3, align 4
  br label %17

17:                                               ; preds = %1, %14
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 4
  store i32 %19, ptr %3, align 4
  br label %20

20:                                               ; preds = %1, %17
  %21 = load i32, ptr %3, align 4
  %22 = add nsw i32 %21, 2
  store i32 %22, ptr %3, align 4
  br label %23

23:                                               ; preds = %1, %20
  %24 = load i32, ptr %3, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %3, align 4
  br label %26

26:                                               ; preds = %1, %23
  br label %28

27:                                               ; preds = %1
  store i32 -1, ptr %3, align 4
  br label %28

28:                                               ; preds = %27, %26
  %29 = load i32, ptr %3, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone
define internal i32 @days_in_month(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %17 [
    i32 1, label %5
    i32 2, label %6
    i32 3, label %7
    i32 4, label %8
    i32 5, label %9
    i32 6, label %10
    i32 7, label %11
    i32 8, label %12
    i32 9, label %13
    i32 10, label %14
    i32 11, label %15
    i32 12, label %16
  ]

5:                                                ; preds = %1
  store i32 31, ptr %2, align 4
  br label %18

6:                                                ; preds = %1
  store i32 28, ptr %2, align 4
  br label %18

7:                                                ; preds = %1
  store i32 31, ptr %2, align 4
  br label %18

8:                                                ; preds = %1
  store i32 30, ptr %2, align 4
  br label %18

9:                                                ; preds = %1
  store i32 31, ptr %2, align 4
  br label %18

10:                                               ; preds = %1
  store i32 30, ptr %2, align 4
  br label %18

11:                                               ; preds = %1
  store i32 31, ptr %2, align 4
  br label %18

12:                                               ; preds = %1
  store i32 31, ptr %2, align 4
  br label %18

13:                                               ; preds = %1
  store i32 30, ptr %2, align 4
  br label %18

14:                                               ; preds = %1
  store i32 31, ptr %2, align 4
  br label %18

15:                                               ; preds = %1
  store i32 30, ptr %2, align 4
  br label %18

16:                                               ; preds = %1
  store i32 31, ptr %2, align 4
  br label %18

17:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %18

18:                                               ; preds = %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %19 = load i32, ptr %2, align 4
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone
define internal signext i8 @hexch(i32 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  %5 = and i32 %4, 15
  switch i32 %5, label %21 [
    i32 0, label %6
    i32 1, label %7
    i32 2, label %8
    i32 3, label %9
    i32 4, label %10
    i32 5, label %11
    i32 6, label %12
    i32 7, label %13
    i32 8, label %14
    i32 9, label %15
    i32 10, label %16
    i32 11, label %17
    i32 12, label %18
    i32 13, label %19
    i32 14, label %20
  ]

6:                                                ; preds = %1
  store i8 48, ptr %2, align 1
  br label %22

7:                                                ; preds = %1
  store i8 49, ptr %2, align 1
  br label %22

8:                                                ; preds = %1
  store i8 50, ptr %2, align 1
  br label %22

9:                                                ; preds = %1
  store i8 51, ptr %2, align 1
  br label %22

10:                                               ; preds = %1
  store i8 52, ptr %2, align 1
  br label %22

11:                                               ; preds = %1
  store i8 53, ptr %2, align 1
  br label %22

12:                                               ; preds = %1
  store i8 54, ptr %2, align 1
  br label %22

13:                                               ; preds = %1
  store i8 55, ptr %2, align 1
  br label %22

14:                                               ; preds = %1
  store i8 56, ptr %2, align 1
  br label %22

15:                                               ; preds = %1
  store i8 57, ptr %2, align 1
  br label %22

16:                                               ; preds = %1
  store i8 97, ptr %2, align 1
  br label %22

17:                                               ; preds = %1
  store i8 98, ptr %2, align 1
  br label %22

18:                                               ; preds = %1
  store i8 99, ptr %2, align 1
  br label %22

19:                                               ; preds = %1
  store i8 100, ptr %2, align 1
  br label %22

20:                                               ; preds = %1
  store i8 101, ptr %2, align 1
  br label %22

21:                                               ; preds = %1
  store i8 102, ptr %2, align 1
  br label %22

22:                                               ; preds = %21, %20, %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6
  %23 = load i8, ptr %2, align 1
  ret i8 %23
}

attributes #0 = { noinline nounwind optnone "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0}
!llvm.ident = !{!1}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.mustprogress"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !3}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !3}
