; ModuleID = 'bigint.c'
source_filename = "bigint.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

%struct.big = type { [12 x i32], i32 }

@h = internal global i32 -2128831035, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca %struct.big, align 4
  %2 = alloca %struct.big, align 4
  %3 = alloca %struct.big, align 4
  %4 = alloca %struct.big, align 4
  %5 = alloca %struct.big, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  call void @big_set(%struct.big* noundef %1, i32 noundef 1) #2
  store i32 2, i32* %6, align 4
  br label %10

10:                                               ; preds = %15, %0
  %11 = load i32, i32* %6, align 4
  %12 = icmp ule i32 %11, 40
  br i1 %12, label %13, label %18

13:                                               ; preds = %10
  %14 = load i32, i32* %6, align 4
  call void @big_mul_small(%struct.big* noundef %1, i32 noundef %14) #2
  br label %15

15:                                               ; preds = %13
  %16 = load i32, i32* %6, align 4
  %17 = add i32 %16, 1
  store i32 %17, i32* %6, align 4
  br label %10, !llvm.loop !7

18:                                               ; preds = %10
  call void @print_big(%struct.big* noundef %1) #2
  call void @big_set(%struct.big* noundef %2, i32 noundef 0) #2
  call void @big_set(%struct.big* noundef %3, i32 noundef 1) #2
  store i32 0, i32* %7, align 4
  br label %19

19:                                               ; preds = %29, %18
  %20 = load i32, i32* %7, align 4
  %21 = icmp slt i32 %20, 150
  br i1 %21, label %22, label %32

22:                                               ; preds = %19
  call void @big_add(%struct.big* noundef %4, %struct.big* noundef %2, %struct.big* noundef %3) #2
  %23 = bitcast %struct.big* %2 to i8*
  %24 = bitcast %struct.big* %3 to i8*
  %25 = call i8* @memcpy(i8* noundef %23, i8* noundef %24, i32 noundef 52) #2
  %26 = bitcast %struct.big* %3 to i8*
  %27 = bitcast %struct.big* %4 to i8*
  %28 = call i8* @memcpy(i8* noundef %26, i8* noundef %27, i32 noundef 52) #2
  br label %29

29:                                               ; preds = %22
  %30 = load i32, i32* %7, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, i32* %7, align 4
  br label %19, !llvm.loop !9

32:                                               ; preds = %19
  call void @print_big(%struct.big* noundef %2) #2
  call void @big_mul(%struct.big* noundef %5, %struct.big* noundef %2, %struct.big* noundef %2) #2
  %33 = call i32 @big_cmp(%struct.big* noundef %5, %struct.big* noundef %2) #2
  %34 = icmp sle i32 %33, 0
  br i1 %34, label %41, label %35

35:                                               ; preds = %32
  %36 = call i32 @big_cmp(%struct.big* noundef %2, %struct.big* noundef %5) #2
  %37 = icmp sge i32 %36, 0
  br i1 %37, label %41, label %38

38:                                               ; preds = %35
  %39 = call i32 @big_cmp(%struct.big* noundef %2, %struct.big* noundef %2) #2
  %40 = icmp ne i32 %39, 0
  br i1 %40, label %41, label %42

41:                                               ; preds = %38, %35, %32
  call void @abort() #2
  br label %42

42:                                               ; preds = %41, %38
  store i32 0, i32* %8, align 4
  br label %43

43:                                               ; preds = %56, %42
  %44 = load i32, i32* %8, align 4
  %45 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 1
  %46 = load i32, i32* %45, align 4
  %47 = icmp slt i32 %44, %46
  br i1 %47, label %48, label %59

48:                                               ; preds = %43
  %49 = load i32, i32* @h, align 4
  %50 = getelementptr inbounds %struct.big, %struct.big* %5, i32 0, i32 0
  %51 = load i32, i32* %8, align 4
  %52 = getelementptr inbounds [12 x i32], [12 x i32]* %50, i32 0, i32 %51
  %53 = load i32, i32* %52, align 4
  %54 = xor i32 %49, %53
  %55 = mul i32 %54, 16777619
  store i32 %55, i32* @h, align 4
  br label %56

56:                                               ; preds = %48
  %57 = load i32, i32* %8, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, i32* %8, align 4
  br label %43, !llvm.loop !10

59:                                               ; preds = %43
  store i32 0, i32* %9, align 4
  br label %60

60:                                               ; preds = %68, %59
  %61 = load i32, i32* %9, align 4
  %62 = icmp slt i32 %61, 18
  br i1 %62, label %63, label %71

63:                                               ; preds = %60
  %64 = call i32 @big_divmod_small(%struct.big* noundef %1, i32 noundef 3) #2
  %65 = icmp ne i32 %64, 0
  br i1 %65, label %66, label %67

66:                                               ; preds = %63
  call void @abort() #2
  br label %67

67:                                               ; preds = %66, %63
  br label %68

68:                                               ; preds = %67
  %69 = load i32, i32* %9, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, i32* %9, align 4
  br label %60, !llvm.loop !11

71:                                               ; preds = %60
  %72 = call i32 @big_divmod_small(%struct.big* noundef %1, i32 noundef 7) #2
  %73 = icmp ne i32 %72, 0
  br i1 %73, label %74, label %75

74:                                               ; preds = %71
  call void @abort() #2
  br label %75

75:                                               ; preds = %74, %71
  %76 = load i32, i32* @h, align 4
  %77 = call i32 @big_divmod_small(%struct.big* noundef %1, i32 noundef 1000003) #2
  %78 = xor i32 %76, %77
  %79 = mul i32 %78, 16777619
  store i32 %79, i32* @h, align 4
  %80 = load i32, i32* @h, align 4
  %81 = and i32 %80, 2147483647
  ret i32 %81
}

; Function Attrs: noinline nounwind optnone
define internal void @big_set(%struct.big* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.big*, align 4
  %4 = alloca i32, align 4
  store %struct.big* %0, %struct.big** %3, align 4
  store i32 %1, i32* %4, align 4
  %5 = load %struct.big*, %struct.big** %3, align 4
  %6 = bitcast %struct.big* %5 to i8*
  %7 = call i8* @memset(i8* noundef %6, i32 noundef 0, i32 noundef 52) #2
  %8 = load i32, i32* %4, align 4
  %9 = load %struct.big*, %struct.big** %3, align 4
  %10 = getelementptr inbounds %struct.big, %struct.big* %9, i32 0, i32 0
  %11 = getelementptr inbounds [12 x i32], [12 x i32]* %10, i32 0, i32 0
  store i32 %8, i32* %11, align 4
  %12 = load i32, i32* %4, align 4
  %13 = icmp ne i32 %12, 0
  %14 = zext i1 %13 to i32
  %15 = load %struct.big*, %struct.big** %3, align 4
  %16 = getelementptr inbounds %struct.big, %struct.big* %15, i32 0, i32 1
  store i32 %14, i32* %16, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @big_mul_small(%struct.big* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.big*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store %struct.big* %0, %struct.big** %3, align 4
  store i32 %1, i32* %4, align 4
  store i64 0, i64* %5, align 8
  store i32 0, i32* %6, align 4
  br label %8

8:                                                ; preds = %34, %2
  %9 = load i32, i32* %6, align 4
  %10 = load %struct.big*, %struct.big** %3, align 4
  %11 = getelementptr inbounds %struct.big, %struct.big* %10, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = icmp slt i32 %9, %12
  br i1 %13, label %14, label %37

14:                                               ; preds = %8
  %15 = load %struct.big*, %struct.big** %3, align 4
  %16 = getelementptr inbounds %struct.big, %struct.big* %15, i32 0, i32 0
  %17 = load i32, i32* %6, align 4
  %18 = getelementptr inbounds [12 x i32], [12 x i32]* %16, i32 0, i32 %17
  %19 = load i32, i32* %18, align 4
  %20 = zext i32 %19 to i64
  %21 = load i32, i32* %4, align 4
  %22 = zext i32 %21 to i64
  %23 = mul i64 %20, %22
  %24 = load i64, i64* %5, align 8
  %25 = add i64 %23, %24
  store i64 %25, i64* %7, align 8
  %26 = load i64, i64* %7, align 8
  %27 = trunc i64 %26 to i32
  %28 = load %struct.big*, %struct.big** %3, align 4
  %29 = getelementptr inbounds %struct.big, %struct.big* %28, i32 0, i32 0
  %30 = load i32, i32* %6, align 4
  %31 = getelementptr inbounds [12 x i32], [12 x i32]* %29, i32 0, i32 %30
  store i32 %27, i32* %31, align 4
  %32 = load i64, i64* %7, align 8
  %33 = lshr i64 %32, 32
  store i64 %33, i64* %5, align 8
  br label %34

34:                                               ; preds = %14
  %35 = load i32, i32* %6, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, i32* %6, align 4
  br label %8, !llvm.loop !12

37:                                               ; preds = %8
  %38 = load i64, i64* %5, align 8
  %39 = icmp ne i64 %38, 0
  br i1 %39, label %40, label %56

40:                                               ; preds = %37
  %41 = load %struct.big*, %struct.big** %3, align 4
  %42 = getelementptr inbounds %struct.big, %struct.big* %41, i32 0, i32 1
  %43 = load i32, i32* %42, align 4
  %44 = icmp sge i32 %43, 12
  br i1 %44, label %45, label %46

45:                                               ; preds = %40
  call void @abort() #2
  br label %46

46:                                               ; preds = %45, %40
  %47 = load i64, i64* %5, align 8
  %48 = trunc i64 %47 to i32
  %49 = load %struct.big*, %struct.big** %3, align 4
  %50 = getelementptr inbounds %struct.big, %struct.big* %49, i32 0, i32 0
  %51 = load %struct.big*, %struct.big** %3, align 4
  %52 = getelementptr inbounds %struct.big, %struct.big* %51, i32 0, i32 1
  %53 = load i32, i32* %52, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* %52, align 4
  %55 = getelementptr inbounds [12 x i32], [12 x i32]* %50, i32 0, i32 %53
  store i32 %48, i32* %55, align 4
  br label %56

56:                                               ; preds = %46, %37
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @print_big(%struct.big* noundef %0) #0 {
  %2 = alloca %struct.big*, align 4
  %3 = alloca %struct.big, align 4
  %4 = alloca [120 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  store %struct.big* %0, %struct.big** %2, align 4
  store i32 0, i32* %5, align 4
  %9 = bitcast %struct.big* %3 to i8*
  %10 = load %struct.big*, %struct.big** %2, align 4
  %11 = bitcast %struct.big* %10 to i8*
  %12 = call i8* @memcpy(i8* noundef %9, i8* noundef %11, i32 noundef 52) #2
  br label %13

13:                                               ; preds = %32, %1
  %14 = call i32 @big_divmod_small(%struct.big* noundef %3, i32 noundef 10000) #2
  store i32 %14, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %15

15:                                               ; preds = %28, %13
  %16 = load i32, i32* %7, align 4
  %17 = icmp slt i32 %16, 4
  br i1 %17, label %18, label %31

18:                                               ; preds = %15
  %19 = load i32, i32* %6, align 4
  %20 = urem i32 %19, 10
  %21 = add i32 48, %20
  %22 = trunc i32 %21 to i8
  %23 = load i32, i32* %5, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, i32* %5, align 4
  %25 = getelementptr inbounds [120 x i8], [120 x i8]* %4, i32 0, i32 %23
  store i8 %22, i8* %25, align 1
  %26 = load i32, i32* %6, align 4
  %27 = udiv i32 %26, 10
  store i32 %27, i32* %6, align 4
  br label %28

28:                                               ; preds = %18
  %29 = load i32, i32* %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, i32* %7, align 4
  br label %15, !llvm.loop !13

31:                                               ; preds = %15
  br label %32

32:                                               ; preds = %31
  %33 = getelementptr inbounds %struct.big, %struct.big* %3, i32 0, i32 1
  %34 = load i32, i32* %33, align 4
  %35 = icmp sgt i32 %34, 0
  br i1 %35, label %13, label %36, !llvm.loop !14

36:                                               ; preds = %32
  br label %37

37:                                               ; preds = %49, %36
  %38 = load i32, i32* %5, align 4
  %39 = icmp sgt i32 %38, 1
  br i1 %39, label %40, label %47

40:                                               ; preds = %37
  %41 = load i32, i32* %5, align 4
  %42 = sub nsw i32 %41, 1
  %43 = getelementptr inbounds [120 x i8], [120 x i8]* %4, i32 0, i32 %42
  %44 = load i8, i8* %43, align 1
  %45 = zext i8 %44 to i32
  %46 = icmp eq i32 %45, 48
  br label %47

47:                                               ; preds = %40, %37
  %48 = phi i1 [ false, %37 ], [ %46, %40 ]
  br i1 %48, label %49, label %52

49:                                               ; preds = %47
  %50 = load i32, i32* %5, align 4
  %51 = add nsw i32 %50, -1
  store i32 %51, i32* %5, align 4
  br label %37, !llvm.loop !15

52:                                               ; preds = %47
  br label %53

53:                                               ; preds = %56, %52
  %54 = load i32, i32* %5, align 4
  %55 = icmp ne i32 %54, 0
  br i1 %55, label %56, label %69

56:                                               ; preds = %53
  %57 = load i32, i32* %5, align 4
  %58 = add nsw i32 %57, -1
  store i32 %58, i32* %5, align 4
  %59 = getelementptr inbounds [120 x i8], [120 x i8]* %4, i32 0, i32 %58
  %60 = load i8, i8* %59, align 1
  store i8 %60, i8* %8, align 1
  %61 = load i8, i8* %8, align 1
  %62 = zext i8 %61 to i32
  %63 = call i32 @putchar(i32 noundef %62) #2
  %64 = load i32, i32* @h, align 4
  %65 = load i8, i8* %8, align 1
  %66 = zext i8 %65 to i32
  %67 = xor i32 %64, %66
  %68 = mul i32 %67, 16777619
  store i32 %68, i32* @h, align 4
  br label %53, !llvm.loop !16

69:                                               ; preds = %53
  %70 = call i32 @putchar(i32 noundef 10) #2
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @big_add(%struct.big* noundef %0, %struct.big* noundef %1, %struct.big* noundef %2) #0 {
  %4 = alloca %struct.big*, align 4
  %5 = alloca %struct.big*, align 4
  %6 = alloca %struct.big*, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  store %struct.big* %0, %struct.big** %4, align 4
  store %struct.big* %1, %struct.big** %5, align 4
  store %struct.big* %2, %struct.big** %6, align 4
  %11 = load %struct.big*, %struct.big** %5, align 4
  %12 = getelementptr inbounds %struct.big, %struct.big* %11, i32 0, i32 1
  %13 = load i32, i32* %12, align 4
  %14 = load %struct.big*, %struct.big** %6, align 4
  %15 = getelementptr inbounds %struct.big, %struct.big* %14, i32 0, i32 1
  %16 = load i32, i32* %15, align 4
  %17 = icmp sgt i32 %13, %16
  br i1 %17, label %18, label %22

18:                                               ; preds = %3
  %19 = load %struct.big*, %struct.big** %5, align 4
  %20 = getelementptr inbounds %struct.big, %struct.big* %19, i32 0, i32 1
  %21 = load i32, i32* %20, align 4
  br label %26

22:                                               ; preds = %3
  %23 = load %struct.big*, %struct.big** %6, align 4
  %24 = getelementptr inbounds %struct.big, %struct.big* %23, i32 0, i32 1
  %25 = load i32, i32* %24, align 4
  br label %26

26:                                               ; preds = %22, %18
  %27 = phi i32 [ %21, %18 ], [ %25, %22 ]
  store i32 %27, i32* %7, align 4
  store i64 0, i64* %8, align 8
  store i32 0, i32* %9, align 4
  br label %28

28:                                               ; preds = %74, %26
  %29 = load i32, i32* %9, align 4
  %30 = load i32, i32* %7, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %77

32:                                               ; preds = %28
  %33 = load i32, i32* %9, align 4
  %34 = load %struct.big*, %struct.big** %5, align 4
  %35 = getelementptr inbounds %struct.big, %struct.big* %34, i32 0, i32 1
  %36 = load i32, i32* %35, align 4
  %37 = icmp slt i32 %33, %36
  br i1 %37, label %38, label %44

38:                                               ; preds = %32
  %39 = load %struct.big*, %struct.big** %5, align 4
  %40 = getelementptr inbounds %struct.big, %struct.big* %39, i32 0, i32 0
  %41 = load i32, i32* %9, align 4
  %42 = getelementptr inbounds [12 x i32], [12 x i32]* %40, i32 0, i32 %41
  %43 = load i32, i32* %42, align 4
  br label %45

44:                                               ; preds = %32
  br label %45

45:                                               ; preds = %44, %38
  %46 = phi i32 [ %43, %38 ], [ 0, %44 ]
  %47 = zext i32 %46 to i64
  %48 = load i32, i32* %9, align 4
  %49 = load %struct.big*, %struct.big** %6, align 4
  %50 = getelementptr inbounds %struct.big, %struct.big* %49, i32 0, i32 1
  %51 = load i32, i32* %50, align 4
  %52 = icmp slt i32 %48, %51
  br i1 %52, label %53, label %59

53:                                               ; preds = %45
  %54 = load %struct.big*, %struct.big** %6, align 4
  %55 = getelementptr inbounds %struct.big, %struct.big* %54, i32 0, i32 0
  %56 = load i32, i32* %9, align 4
  %57 = getelementptr inbounds [12 x i32], [12 x i32]* %55, i32 0, i32 %56
  %58 = load i32, i32* %57, align 4
  br label %60

59:                                               ; preds = %45
  br label %60

60:                                               ; preds = %59, %53
  %61 = phi i32 [ %58, %53 ], [ 0, %59 ]
  %62 = zext i32 %61 to i64
  %63 = add i64 %47, %62
  %64 = load i64, i64* %8, align 8
  %65 = add i64 %63, %64
  store i64 %65, i64* %10, align 8
  %66 = load i64, i64* %10, align 8
  %67 = trunc i64 %66 to i32
  %68 = load %struct.big*, %struct.big** %4, align 4
  %69 = getelementptr inbounds %struct.big, %struct.big* %68, i32 0, i32 0
  %70 = load i32, i32* %9, align 4
  %71 = getelementptr inbounds [12 x i32], [12 x i32]* %69, i32 0, i32 %70
  store i32 %67, i32* %71, align 4
  %72 = load i64, i64* %10, align 8
  %73 = lshr i64 %72, 32
  store i64 %73, i64* %8, align 8
  br label %74

74:                                               ; preds = %60
  %75 = load i32, i32* %9, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, i32* %9, align 4
  br label %28, !llvm.loop !17

77:                                               ; preds = %28
  %78 = load i32, i32* %7, align 4
  %79 = load %struct.big*, %struct.big** %4, align 4
  %80 = getelementptr inbounds %struct.big, %struct.big* %79, i32 0, i32 1
  store i32 %78, i32* %80, align 4
  %81 = load i64, i64* %8, align 8
  %82 = icmp ne i64 %81, 0
  br i1 %82, label %83, label %95

83:                                               ; preds = %77
  %84 = load i32, i32* %7, align 4
  %85 = icmp sge i32 %84, 12
  br i1 %85, label %86, label %87

86:                                               ; preds = %83
  call void @abort() #2
  br label %87

87:                                               ; preds = %86, %83
  %88 = load %struct.big*, %struct.big** %4, align 4
  %89 = getelementptr inbounds %struct.big, %struct.big* %88, i32 0, i32 0
  %90 = load %struct.big*, %struct.big** %4, align 4
  %91 = getelementptr inbounds %struct.big, %struct.big* %90, i32 0, i32 1
  %92 = load i32, i32* %91, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, i32* %91, align 4
  %94 = getelementptr inbounds [12 x i32], [12 x i32]* %89, i32 0, i32 %92
  store i32 1, i32* %94, align 4
  br label %95

95:                                               ; preds = %87, %77
  ret void
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @big_mul(%struct.big* noundef %0, %struct.big* noundef %1, %struct.big* noundef %2) #0 {
  %4 = alloca %struct.big*, align 4
  %5 = alloca %struct.big*, align 4
  %6 = alloca %struct.big*, align 4
  %7 = alloca [24 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  store %struct.big* %0, %struct.big** %4, align 4
  store %struct.big* %1, %struct.big** %5, align 4
  store %struct.big* %2, %struct.big** %6, align 4
  %13 = getelementptr inbounds [24 x i32], [24 x i32]* %7, i32 0, i32 0
  %14 = bitcast i32* %13 to i8*
  %15 = call i8* @memset(i8* noundef %14, i32 noundef 0, i32 noundef 96) #2
  store i32 0, i32* %8, align 4
  br label %16

16:                                               ; preds = %72, %3
  %17 = load i32, i32* %8, align 4
  %18 = load %struct.big*, %struct.big** %5, align 4
  %19 = getelementptr inbounds %struct.big, %struct.big* %18, i32 0, i32 1
  %20 = load i32, i32* %19, align 4
  %21 = icmp slt i32 %17, %20
  br i1 %21, label %22, label %75

22:                                               ; preds = %16
  store i64 0, i64* %9, align 8
  store i32 0, i32* %10, align 4
  br label %23

23:                                               ; preds = %60, %22
  %24 = load i32, i32* %10, align 4
  %25 = load %struct.big*, %struct.big** %6, align 4
  %26 = getelementptr inbounds %struct.big, %struct.big* %25, i32 0, i32 1
  %27 = load i32, i32* %26, align 4
  %28 = icmp slt i32 %24, %27
  br i1 %28, label %29, label %63

29:                                               ; preds = %23
  %30 = load %struct.big*, %struct.big** %5, align 4
  %31 = getelementptr inbounds %struct.big, %struct.big* %30, i32 0, i32 0
  %32 = load i32, i32* %8, align 4
  %33 = getelementptr inbounds [12 x i32], [12 x i32]* %31, i32 0, i32 %32
  %34 = load i32, i32* %33, align 4
  %35 = zext i32 %34 to i64
  %36 = load %struct.big*, %struct.big** %6, align 4
  %37 = getelementptr inbounds %struct.big, %struct.big* %36, i32 0, i32 0
  %38 = load i32, i32* %10, align 4
  %39 = getelementptr inbounds [12 x i32], [12 x i32]* %37, i32 0, i32 %38
  %40 = load i32, i32* %39, align 4
  %41 = zext i32 %40 to i64
  %42 = mul i64 %35, %41
  %43 = load i32, i32* %8, align 4
  %44 = load i32, i32* %10, align 4
  %45 = add nsw i32 %43, %44
  %46 = getelementptr inbounds [24 x i32], [24 x i32]* %7, i32 0, i32 %45
  %47 = load i32, i32* %46, align 4
  %48 = zext i32 %47 to i64
  %49 = add i64 %42, %48
  %50 = load i64, i64* %9, align 8
  %51 = add i64 %49, %50
  store i64 %51, i64* %11, align 8
  %52 = load i64, i64* %11, align 8
  %53 = trunc i64 %52 to i32
  %54 = load i32, i32* %8, align 4
  %55 = load i32, i32* %10, align 4
  %56 = add nsw i32 %54, %55
  %57 = getelementptr inbounds [24 x i32], [24 x i32]* %7, i32 0, i32 %56
  store i32 %53, i32* %57, align 4
  %58 = load i64, i64* %11, align 8
  %59 = lshr i64 %58, 32
  store i64 %59, i64* %9, align 8
  br label %60

60:                                               ; preds = %29
  %61 = load i32, i32* %10, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, i32* %10, align 4
  br label %23, !llvm.loop !18

63:                                               ; preds = %23
  %64 = load i64, i64* %9, align 8
  %65 = trunc i64 %64 to i32
  %66 = load i32, i32* %8, align 4
  %67 = load %struct.big*, %struct.big** %6, align 4
  %68 = getelementptr inbounds %struct.big, %struct.big* %67, i32 0, i32 1
  %69 = load i32, i32* %68, align 4
  %70 = add nsw i32 %66, %69
  %71 = getelementptr inbounds [24 x i32], [24 x i32]* %7, i32 0, i32 %70
  store i32 %65, i32* %71, align 4
  br label %72

72:                                               ; preds = %63
  %73 = load i32, i32* %8, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, i32* %8, align 4
  br label %16, !llvm.loop !19

75:                                               ; preds = %16
  %76 = load %struct.big*, %struct.big** %5, align 4
  %77 = getelementptr inbounds %struct.big, %struct.big* %76, i32 0, i32 1
  %78 = load i32, i32* %77, align 4
  %79 = load %struct.big*, %struct.big** %6, align 4
  %80 = getelementptr inbounds %struct.big, %struct.big* %79, i32 0, i32 1
  %81 = load i32, i32* %80, align 4
  %82 = add nsw i32 %78, %81
  store i32 %82, i32* %12, align 4
  br label %83

83:                                               ; preds = %94, %75
  %84 = load i32, i32* %12, align 4
  %85 = icmp sgt i32 %84, 0
  br i1 %85, label %86, label %92

86:                                               ; preds = %83
  %87 = load i32, i32* %12, align 4
  %88 = sub nsw i32 %87, 1
  %89 = getelementptr inbounds [24 x i32], [24 x i32]* %7, i32 0, i32 %88
  %90 = load i32, i32* %89, align 4
  %91 = icmp eq i32 %90, 0
  br label %92

92:                                               ; preds = %86, %83
  %93 = phi i1 [ false, %83 ], [ %91, %86 ]
  br i1 %93, label %94, label %97

94:                                               ; preds = %92
  %95 = load i32, i32* %12, align 4
  %96 = add nsw i32 %95, -1
  store i32 %96, i32* %12, align 4
  br label %83, !llvm.loop !20

97:                                               ; preds = %92
  %98 = load i32, i32* %12, align 4
  %99 = icmp sgt i32 %98, 12
  br i1 %99, label %100, label %101

100:                                              ; preds = %97
  call void @abort() #2
  br label %101

101:                                              ; preds = %100, %97
  %102 = load %struct.big*, %struct.big** %4, align 4
  %103 = bitcast %struct.big* %102 to i8*
  %104 = call i8* @memset(i8* noundef %103, i32 noundef 0, i32 noundef 52) #2
  %105 = load %struct.big*, %struct.big** %4, align 4
  %106 = getelementptr inbounds %struct.big, %struct.big* %105, i32 0, i32 0
  %107 = getelementptr inbounds [12 x i32], [12 x i32]* %106, i32 0, i32 0
  %108 = bitcast i32* %107 to i8*
  %109 = getelementptr inbounds [24 x i32], [24 x i32]* %7, i32 0, i32 0
  %110 = bitcast i32* %109 to i8*
  %111 = load i32, i32* %12, align 4
  %112 = mul i32 %111, 4
  %113 = call i8* @memcpy(i8* noundef %108, i8* noundef %110, i32 noundef %112) #2
  %114 = load i32, i32* %12, align 4
  %115 = load %struct.big*, %struct.big** %4, align 4
  %116 = getelementptr inbounds %struct.big, %struct.big* %115, i32 0, i32 1
  store i32 %114, i32* %116, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal i32 @big_cmp(%struct.big* noundef %0, %struct.big* noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca %struct.big*, align 4
  %5 = alloca %struct.big*, align 4
  %6 = alloca i32, align 4
  store %struct.big* %0, %struct.big** %4, align 4
  store %struct.big* %1, %struct.big** %5, align 4
  %7 = load %struct.big*, %struct.big** %4, align 4
  %8 = getelementptr inbounds %struct.big, %struct.big* %7, i32 0, i32 1
  %9 = load i32, i32* %8, align 4
  %10 = load %struct.big*, %struct.big** %5, align 4
  %11 = getelementptr inbounds %struct.big, %struct.big* %10, i32 0, i32 1
  %12 = load i32, i32* %11, align 4
  %13 = icmp ne i32 %9, %12
  br i1 %13, label %14, label %24

14:                                               ; preds = %2
  %15 = load %struct.big*, %struct.big** %4, align 4
  %16 = getelementptr inbounds %struct.big, %struct.big* %15, i32 0, i32 1
  %17 = load i32, i32* %16, align 4
  %18 = load %struct.big*, %struct.big** %5, align 4
  %19 = getelementptr inbounds %struct.big, %struct.big* %18, i32 0, i32 1
  %20 = load i32, i32* %19, align 4
  %21 = icmp slt i32 %17, %20
  %22 = zext i1 %21 to i64
  %23 = select i1 %21, i32 -1, i32 1
  store i32 %23, i32* %3, align 4
  br label %63

24:                                               ; preds = %2
  %25 = load %struct.big*, %struct.big** %4, align 4
  %26 = getelementptr inbounds %struct.big, %struct.big* %25, i32 0, i32 1
  %27 = load i32, i32* %26, align 4
  %28 = sub nsw i32 %27, 1
  store i32 %28, i32* %6, align 4
  br label %29

29:                                               ; preds = %59, %24
  %30 = load i32, i32* %6, align 4
  %31 = icmp sge i32 %30, 0
  br i1 %31, label %32, label %62

32:                                               ; preds = %29
  %33 = load %struct.big*, %struct.big** %4, align 4
  %34 = getelementptr inbounds %struct.big, %struct.big* %33, i32 0, i32 0
  %35 = load i32, i32* %6, align 4
  %36 = getelementptr inbounds [12 x i32], [12 x i32]* %34, i32 0, i32 %35
  %37 = load i32, i32* %36, align 4
  %38 = load %struct.big*, %struct.big** %5, align 4
  %39 = getelementptr inbounds %struct.big, %struct.big* %38, i32 0, i32 0
  %40 = load i32, i32* %6, align 4
  %41 = getelementptr inbounds [12 x i32], [12 x i32]* %39, i32 0, i32 %40
  %42 = load i32, i32* %41, align 4
  %43 = icmp ne i32 %37, %42
  br i1 %43, label %44, label %58

44:                                               ; preds = %32
  %45 = load %struct.big*, %struct.big** %4, align 4
  %46 = getelementptr inbounds %struct.big, %struct.big* %45, i32 0, i32 0
  %47 = load i32, i32* %6, align 4
  %48 = getelementptr inbounds [12 x i32], [12 x i32]* %46, i32 0, i32 %47
  %49 = load i32, i32* %48, align 4
  %50 = load %struct.big*, %struct.big** %5, align 4
  %51 = getelementptr inbounds %struct.big, %struct.big* %50, i32 0, i32 0
  %52 = load i32, i32* %6, align 4
  %53 = getelementptr inbounds [12 x i32], [12 x i32]* %51, i32 0, i32 %52
  %54 = load i32, i32* %53, align 4
  %55 = icmp ult i32 %49, %54
  %56 = zext i1 %55 to i64
  %57 = select i1 %55, i32 -1, i32 1
  store i32 %57, i32* %3, align 4
  br label %63

58:                                               ; preds = %32
  br label %59

59:                                               ; preds = %58
  %60 = load i32, i32* %6, align 4
  %61 = add nsw i32 %60, -1
  store i32 %61, i32* %6, align 4
  br label %29, !llvm.loop !21

62:                                               ; preds = %29
  store i32 0, i32* %3, align 4
  br label %63

63:                                               ; preds = %62, %44, %14
  %64 = load i32, i32* %3, align 4
  ret i32 %64
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal i32 @big_divmod_small(%struct.big* noundef %0, i32 noundef %1) #0 {
  %3 = alloca %struct.big*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store %struct.big* %0, %struct.big** %3, align 4
  store i32 %1, i32* %4, align 4
  store i64 0, i64* %5, align 8
  %8 = load %struct.big*, %struct.big** %3, align 4
  %9 = getelementptr inbounds %struct.big, %struct.big* %8, i32 0, i32 1
  %10 = load i32, i32* %9, align 4
  %11 = sub nsw i32 %10, 1
  store i32 %11, i32* %6, align 4
  br label %12

12:                                               ; preds = %38, %2
  %13 = load i32, i32* %6, align 4
  %14 = icmp sge i32 %13, 0
  br i1 %14, label %15, label %41

15:                                               ; preds = %12
  %16 = load i64, i64* %5, align 8
  %17 = shl i64 %16, 32
  %18 = load %struct.big*, %struct.big** %3, align 4
  %19 = getelementptr inbounds %struct.big, %struct.big* %18, i32 0, i32 0
  %20 = load i32, i32* %6, align 4
  %21 = getelementptr inbounds [12 x i32], [12 x i32]* %19, i32 0, i32 %20
  %22 = load i32, i32* %21, align 4
  %23 = zext i32 %22 to i64
  %24 = or i64 %17, %23
  store i64 %24, i64* %7, align 8
  %25 = load i64, i64* %7, align 8
  %26 = load i32, i32* %4, align 4
  %27 = zext i32 %26 to i64
  %28 = udiv i64 %25, %27
  %29 = trunc i64 %28 to i32
  %30 = load %struct.big*, %struct.big** %3, align 4
  %31 = getelementptr inbounds %struct.big, %struct.big* %30, i32 0, i32 0
  %32 = load i32, i32* %6, align 4
  %33 = getelementptr inbounds [12 x i32], [12 x i32]* %31, i32 0, i32 %32
  store i32 %29, i32* %33, align 4
  %34 = load i64, i64* %7, align 8
  %35 = load i32, i32* %4, align 4
  %36 = zext i32 %35 to i64
  %37 = urem i64 %34, %36
  store i64 %37, i64* %5, align 8
  br label %38

38:                                               ; preds = %15
  %39 = load i32, i32* %6, align 4
  %40 = add nsw i32 %39, -1
  store i32 %40, i32* %6, align 4
  br label %12, !llvm.loop !22

41:                                               ; preds = %12
  br label %42

42:                                               ; preds = %59, %41
  %43 = load %struct.big*, %struct.big** %3, align 4
  %44 = getelementptr inbounds %struct.big, %struct.big* %43, i32 0, i32 1
  %45 = load i32, i32* %44, align 4
  %46 = icmp sgt i32 %45, 0
  br i1 %46, label %47, label %57

47:                                               ; preds = %42
  %48 = load %struct.big*, %struct.big** %3, align 4
  %49 = getelementptr inbounds %struct.big, %struct.big* %48, i32 0, i32 0
  %50 = load %struct.big*, %struct.big** %3, align 4
  %51 = getelementptr inbounds %struct.big, %struct.big* %50, i32 0, i32 1
  %52 = load i32, i32* %51, align 4
  %53 = sub nsw i32 %52, 1
  %54 = getelementptr inbounds [12 x i32], [12 x i32]* %49, i32 0, i32 %53
  %55 = load i32, i32* %54, align 4
  %56 = icmp eq i32 %55, 0
  br label %57

57:                                               ; preds = %47, %42
  %58 = phi i1 [ false, %42 ], [ %56, %47 ]
  br i1 %58, label %59, label %64

59:                                               ; preds = %57
  %60 = load %struct.big*, %struct.big** %3, align 4
  %61 = getelementptr inbounds %struct.big, %struct.big* %60, i32 0, i32 1
  %62 = load i32, i32* %61, align 4
  %63 = add nsw i32 %62, -1
  store i32 %63, i32* %61, align 4
  br label %42, !llvm.loop !23

64:                                               ; preds = %57
  %65 = load i64, i64* %5, align 8
  %66 = trunc i64 %65 to i32
  ret i32 %66
}

declare dso_local i8* @memset(i8* noundef, i32 noundef, i32 noundef) #1

declare dso_local i32 @putchar(i32 noundef) #1

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.mustprogress"}
!9 = distinct !{!9, !8}
!10 = distinct !{!10, !8}
!11 = distinct !{!11, !8}
!12 = distinct !{!12, !8}
!13 = distinct !{!13, !8}
!14 = distinct !{!14, !8}
!15 = distinct !{!15, !8}
!16 = distinct !{!16, !8}
!17 = distinct !{!17, !8}
!18 = distinct !{!18, !8}
!19 = distinct !{!19, !8}
!20 = distinct !{!20, !8}
!21 = distinct !{!21, !8}
!22 = distinct !{!22, !8}
!23 = distinct !{!23, !8}
