; ModuleID = 'sorting.c'
source_filename = "sorting.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

%struct.rec = type { i8, i16 }

@orig = internal global [160 x i32] zeroinitializer, align 4
@recs = internal global [160 x %struct.rec] zeroinitializer, align 2
@h1 = internal global [160 x i32] zeroinitializer, align 4
@s1 = internal global [160 x i32] zeroinitializer, align 4
@m1 = internal global [160 x i32] zeroinitializer, align 4
@sorted_recs = internal global [160 x %struct.rec] zeroinitializer, align 2
@shell_sort.gaps = internal constant [5 x i32] [i32 57, i32 23, i32 10, i32 4, i32 1], align 4
@tmp = internal global [160 x i32] zeroinitializer, align 4
@counting_sort.count = internal global [257 x i32] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 2024, i32* %1, align 4
  store i32 0, i32* %2, align 4
  br label %5

5:                                                ; preds = %39, %0
  %6 = load i32, i32* %2, align 4
  %7 = icmp slt i32 %6, 160
  br i1 %7, label %8, label %42

8:                                                ; preds = %5
  %9 = load i32, i32* %1, align 4
  %10 = mul i32 %9, 1664525
  %11 = add i32 %10, 1013904223
  store i32 %11, i32* %1, align 4
  %12 = load i32, i32* %1, align 4
  %13 = lshr i32 %12, 8
  %14 = sub nsw i32 %13, 8388608
  %15 = load i32, i32* %2, align 4
  %16 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i32 0, i32 %15
  store i32 %14, i32* %16, align 4
  %17 = load i32, i32* %2, align 4
  %18 = srem i32 %17, 9
  %19 = icmp eq i32 %18, 3
  br i1 %19, label %20, label %27

20:                                               ; preds = %8
  %21 = load i32, i32* %2, align 4
  %22 = sdiv i32 %21, 2
  %23 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i32 0, i32 %22
  %24 = load i32, i32* %23, align 4
  %25 = load i32, i32* %2, align 4
  %26 = getelementptr inbounds [160 x i32], [160 x i32]* @orig, i32 0, i32 %25
  store i32 %24, i32* %26, align 4
  br label %27

27:                                               ; preds = %20, %8
  %28 = load i32, i32* %1, align 4
  %29 = lshr i32 %28, 27
  %30 = trunc i32 %29 to i8
  %31 = load i32, i32* %2, align 4
  %32 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %31
  %33 = getelementptr inbounds %struct.rec, %struct.rec* %32, i32 0, i32 0
  store i8 %30, i8* %33, align 2
  %34 = load i32, i32* %2, align 4
  %35 = trunc i32 %34 to i16
  %36 = load i32, i32* %2, align 4
  %37 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 %36
  %38 = getelementptr inbounds %struct.rec, %struct.rec* %37, i32 0, i32 1
  store i16 %35, i16* %38, align 2
  br label %39

39:                                               ; preds = %27
  %40 = load i32, i32* %2, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, i32* %2, align 4
  br label %5, !llvm.loop !7

42:                                               ; preds = %5
  %43 = call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i32 noundef 640) #3
  %44 = call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @s1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i32 noundef 640) #3
  %45 = call i8* @memcpy(i8* noundef bitcast ([160 x i32]* @m1 to i8*), i8* noundef bitcast ([160 x i32]* @orig to i8*), i32 noundef 640) #3
  call void @heap_sort(i32* noundef getelementptr inbounds ([160 x i32], [160 x i32]* @h1, i32 0, i32 0), i32 noundef 160) #3
  call void @shell_sort(i32* noundef getelementptr inbounds ([160 x i32], [160 x i32]* @s1, i32 0, i32 0), i32 noundef 160) #3
  call void @merge_sort(i32* noundef getelementptr inbounds ([160 x i32], [160 x i32]* @m1, i32 0, i32 0), i32 noundef 160) #3
  %46 = call i32 @memcmp(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @s1 to i8*), i32 noundef 640) #3
  %47 = icmp ne i32 %46, 0
  br i1 %47, label %51, label %48

48:                                               ; preds = %42
  %49 = call i32 @memcmp(i8* noundef bitcast ([160 x i32]* @h1 to i8*), i8* noundef bitcast ([160 x i32]* @m1 to i8*), i32 noundef 640) #3
  %50 = icmp ne i32 %49, 0
  br i1 %50, label %51, label %52

51:                                               ; preds = %48, %42
  call void @abort() #3
  br label %52

52:                                               ; preds = %51, %48
  call void @counting_sort(%struct.rec* noundef getelementptr inbounds ([160 x %struct.rec], [160 x %struct.rec]* @recs, i32 0, i32 0), %struct.rec* noundef getelementptr inbounds ([160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 0), i32 noundef 160) #3
  store i32 -2128831035, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %53

53:                                               ; preds = %127, %52
  %54 = load i32, i32* %4, align 4
  %55 = icmp slt i32 %54, 160
  br i1 %55, label %56, label %130

56:                                               ; preds = %53
  %57 = load i32, i32* %4, align 4
  %58 = icmp sgt i32 %57, 0
  br i1 %58, label %59, label %69

59:                                               ; preds = %56
  %60 = load i32, i32* %4, align 4
  %61 = sub nsw i32 %60, 1
  %62 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %61
  %63 = load i32, i32* %62, align 4
  %64 = load i32, i32* %4, align 4
  %65 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %64
  %66 = load i32, i32* %65, align 4
  %67 = icmp sgt i32 %63, %66
  br i1 %67, label %68, label %69

68:                                               ; preds = %59
  call void @abort() #3
  br label %69

69:                                               ; preds = %68, %59, %56
  %70 = load i32, i32* %4, align 4
  %71 = icmp sgt i32 %70, 0
  br i1 %71, label %72, label %112

72:                                               ; preds = %69
  %73 = load i32, i32* %4, align 4
  %74 = sub nsw i32 %73, 1
  %75 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %74
  %76 = getelementptr inbounds %struct.rec, %struct.rec* %75, i32 0, i32 0
  %77 = load i8, i8* %76, align 2
  %78 = zext i8 %77 to i32
  %79 = load i32, i32* %4, align 4
  %80 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %79
  %81 = getelementptr inbounds %struct.rec, %struct.rec* %80, i32 0, i32 0
  %82 = load i8, i8* %81, align 2
  %83 = zext i8 %82 to i32
  %84 = icmp sgt i32 %78, %83
  br i1 %84, label %111, label %85

85:                                               ; preds = %72
  %86 = load i32, i32* %4, align 4
  %87 = sub nsw i32 %86, 1
  %88 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %87
  %89 = getelementptr inbounds %struct.rec, %struct.rec* %88, i32 0, i32 0
  %90 = load i8, i8* %89, align 2
  %91 = zext i8 %90 to i32
  %92 = load i32, i32* %4, align 4
  %93 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %92
  %94 = getelementptr inbounds %struct.rec, %struct.rec* %93, i32 0, i32 0
  %95 = load i8, i8* %94, align 2
  %96 = zext i8 %95 to i32
  %97 = icmp eq i32 %91, %96
  br i1 %97, label %98, label %112

98:                                               ; preds = %85
  %99 = load i32, i32* %4, align 4
  %100 = sub nsw i32 %99, 1
  %101 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %100
  %102 = getelementptr inbounds %struct.rec, %struct.rec* %101, i32 0, i32 1
  %103 = load i16, i16* %102, align 2
  %104 = zext i16 %103 to i32
  %105 = load i32, i32* %4, align 4
  %106 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %105
  %107 = getelementptr inbounds %struct.rec, %struct.rec* %106, i32 0, i32 1
  %108 = load i16, i16* %107, align 2
  %109 = zext i16 %108 to i32
  %110 = icmp sgt i32 %104, %109
  br i1 %110, label %111, label %112

111:                                              ; preds = %98, %72
  call void @abort() #3
  br label %112

112:                                              ; preds = %111, %98, %85, %69
  %113 = load i32, i32* %3, align 4
  %114 = load i32, i32* %4, align 4
  %115 = getelementptr inbounds [160 x i32], [160 x i32]* @h1, i32 0, i32 %114
  %116 = load i32, i32* %115, align 4
  %117 = xor i32 %113, %116
  %118 = mul i32 %117, 16777619
  store i32 %118, i32* %3, align 4
  %119 = load i32, i32* %3, align 4
  %120 = load i32, i32* %4, align 4
  %121 = getelementptr inbounds [160 x %struct.rec], [160 x %struct.rec]* @sorted_recs, i32 0, i32 %120
  %122 = getelementptr inbounds %struct.rec, %struct.rec* %121, i32 0, i32 1
  %123 = load i16, i16* %122, align 2
  %124 = zext i16 %123 to i32
  %125 = xor i32 %119, %124
  %126 = mul i32 %125, 16777619
  store i32 %126, i32* %3, align 4
  br label %127

127:                                              ; preds = %112
  %128 = load i32, i32* %4, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, i32* %4, align 4
  br label %53, !llvm.loop !9

130:                                              ; preds = %53
  %131 = load i32, i32* %3, align 4
  %132 = and i32 %131, 2147483647
  ret i32 %132
}

declare dso_local i8* @memcpy(i8* noundef, i8* noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone
define internal void @heap_sort(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  %8 = load i32, i32* %4, align 4
  %9 = sub nsw i32 %8, 2
  %10 = sdiv i32 %9, 2
  store i32 %10, i32* %5, align 4
  br label %11

11:                                               ; preds = %19, %2
  %12 = load i32, i32* %5, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %22

14:                                               ; preds = %11
  %15 = load i32*, i32** %3, align 4
  %16 = load i32, i32* %5, align 4
  %17 = load i32, i32* %4, align 4
  %18 = sub nsw i32 %17, 1
  call void @sift_down(i32* noundef %15, i32 noundef %16, i32 noundef %18) #3
  br label %19

19:                                               ; preds = %14
  %20 = load i32, i32* %5, align 4
  %21 = add nsw i32 %20, -1
  store i32 %21, i32* %5, align 4
  br label %11, !llvm.loop !10

22:                                               ; preds = %11
  %23 = load i32, i32* %4, align 4
  %24 = sub nsw i32 %23, 1
  store i32 %24, i32* %6, align 4
  br label %25

25:                                               ; preds = %45, %22
  %26 = load i32, i32* %6, align 4
  %27 = icmp sgt i32 %26, 0
  br i1 %27, label %28, label %48

28:                                               ; preds = %25
  %29 = load i32*, i32** %3, align 4
  %30 = load i32, i32* %6, align 4
  %31 = getelementptr inbounds i32, i32* %29, i32 %30
  %32 = load i32, i32* %31, align 4
  store i32 %32, i32* %7, align 4
  %33 = load i32*, i32** %3, align 4
  %34 = getelementptr inbounds i32, i32* %33, i32 0
  %35 = load i32, i32* %34, align 4
  %36 = load i32*, i32** %3, align 4
  %37 = load i32, i32* %6, align 4
  %38 = getelementptr inbounds i32, i32* %36, i32 %37
  store i32 %35, i32* %38, align 4
  %39 = load i32, i32* %7, align 4
  %40 = load i32*, i32** %3, align 4
  %41 = getelementptr inbounds i32, i32* %40, i32 0
  store i32 %39, i32* %41, align 4
  %42 = load i32*, i32** %3, align 4
  %43 = load i32, i32* %6, align 4
  %44 = sub nsw i32 %43, 1
  call void @sift_down(i32* noundef %42, i32 noundef 0, i32 noundef %44) #3
  br label %45

45:                                               ; preds = %28
  %46 = load i32, i32* %6, align 4
  %47 = add nsw i32 %46, -1
  store i32 %47, i32* %6, align 4
  br label %25, !llvm.loop !11

48:                                               ; preds = %25
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @shell_sort(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 0, i32* %5, align 4
  br label %10

10:                                               ; preds = %66, %2
  %11 = load i32, i32* %5, align 4
  %12 = icmp ult i32 %11, 5
  br i1 %12, label %13, label %69

13:                                               ; preds = %10
  %14 = load i32, i32* %5, align 4
  %15 = getelementptr inbounds [5 x i32], [5 x i32]* @shell_sort.gaps, i32 0, i32 %14
  %16 = load i32, i32* %15, align 4
  store i32 %16, i32* %6, align 4
  %17 = load i32, i32* %6, align 4
  store i32 %17, i32* %7, align 4
  br label %18

18:                                               ; preds = %62, %13
  %19 = load i32, i32* %7, align 4
  %20 = load i32, i32* %4, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %65

22:                                               ; preds = %18
  %23 = load i32*, i32** %3, align 4
  %24 = load i32, i32* %7, align 4
  %25 = getelementptr inbounds i32, i32* %23, i32 %24
  %26 = load i32, i32* %25, align 4
  store i32 %26, i32* %8, align 4
  %27 = load i32, i32* %7, align 4
  store i32 %27, i32* %9, align 4
  br label %28

28:                                               ; preds = %53, %22
  %29 = load i32, i32* %9, align 4
  %30 = load i32, i32* %6, align 4
  %31 = icmp sge i32 %29, %30
  br i1 %31, label %32, label %41

32:                                               ; preds = %28
  %33 = load i32*, i32** %3, align 4
  %34 = load i32, i32* %9, align 4
  %35 = load i32, i32* %6, align 4
  %36 = sub nsw i32 %34, %35
  %37 = getelementptr inbounds i32, i32* %33, i32 %36
  %38 = load i32, i32* %37, align 4
  %39 = load i32, i32* %8, align 4
  %40 = icmp sgt i32 %38, %39
  br label %41

41:                                               ; preds = %32, %28
  %42 = phi i1 [ false, %28 ], [ %40, %32 ]
  br i1 %42, label %43, label %57

43:                                               ; preds = %41
  %44 = load i32*, i32** %3, align 4
  %45 = load i32, i32* %9, align 4
  %46 = load i32, i32* %6, align 4
  %47 = sub nsw i32 %45, %46
  %48 = getelementptr inbounds i32, i32* %44, i32 %47
  %49 = load i32, i32* %48, align 4
  %50 = load i32*, i32** %3, align 4
  %51 = load i32, i32* %9, align 4
  %52 = getelementptr inbounds i32, i32* %50, i32 %51
  store i32 %49, i32* %52, align 4
  br label %53

53:                                               ; preds = %43
  %54 = load i32, i32* %6, align 4
  %55 = load i32, i32* %9, align 4
  %56 = sub nsw i32 %55, %54
  store i32 %56, i32* %9, align 4
  br label %28, !llvm.loop !12

57:                                               ; preds = %41
  %58 = load i32, i32* %8, align 4
  %59 = load i32*, i32** %3, align 4
  %60 = load i32, i32* %9, align 4
  %61 = getelementptr inbounds i32, i32* %59, i32 %60
  store i32 %58, i32* %61, align 4
  br label %62

62:                                               ; preds = %57
  %63 = load i32, i32* %7, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, i32* %7, align 4
  br label %18, !llvm.loop !13

65:                                               ; preds = %18
  br label %66

66:                                               ; preds = %65
  %67 = load i32, i32* %5, align 4
  %68 = add i32 %67, 1
  store i32 %68, i32* %5, align 4
  br label %10, !llvm.loop !14

69:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @merge_sort(i32* noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32 %1, i32* %4, align 4
  store i32 1, i32* %5, align 4
  br label %12

12:                                               ; preds = %130, %2
  %13 = load i32, i32* %5, align 4
  %14 = load i32, i32* %4, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %133

16:                                               ; preds = %12
  store i32 0, i32* %6, align 4
  br label %17

17:                                               ; preds = %119, %16
  %18 = load i32, i32* %6, align 4
  %19 = load i32, i32* %4, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %124

21:                                               ; preds = %17
  %22 = load i32, i32* %6, align 4
  %23 = load i32, i32* %5, align 4
  %24 = add nsw i32 %22, %23
  %25 = load i32, i32* %4, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %31

27:                                               ; preds = %21
  %28 = load i32, i32* %6, align 4
  %29 = load i32, i32* %5, align 4
  %30 = add nsw i32 %28, %29
  br label %33

31:                                               ; preds = %21
  %32 = load i32, i32* %4, align 4
  br label %33

33:                                               ; preds = %31, %27
  %34 = phi i32 [ %30, %27 ], [ %32, %31 ]
  store i32 %34, i32* %7, align 4
  %35 = load i32, i32* %6, align 4
  %36 = load i32, i32* %5, align 4
  %37 = mul nsw i32 2, %36
  %38 = add nsw i32 %35, %37
  %39 = load i32, i32* %4, align 4
  %40 = icmp slt i32 %38, %39
  br i1 %40, label %41, label %46

41:                                               ; preds = %33
  %42 = load i32, i32* %6, align 4
  %43 = load i32, i32* %5, align 4
  %44 = mul nsw i32 2, %43
  %45 = add nsw i32 %42, %44
  br label %48

46:                                               ; preds = %33
  %47 = load i32, i32* %4, align 4
  br label %48

48:                                               ; preds = %46, %41
  %49 = phi i32 [ %45, %41 ], [ %47, %46 ]
  store i32 %49, i32* %8, align 4
  %50 = load i32, i32* %6, align 4
  store i32 %50, i32* %9, align 4
  %51 = load i32, i32* %7, align 4
  store i32 %51, i32* %10, align 4
  %52 = load i32, i32* %6, align 4
  store i32 %52, i32* %11, align 4
  br label %53

53:                                               ; preds = %85, %48
  %54 = load i32, i32* %9, align 4
  %55 = load i32, i32* %7, align 4
  %56 = icmp slt i32 %54, %55
  br i1 %56, label %57, label %61

57:                                               ; preds = %53
  %58 = load i32, i32* %10, align 4
  %59 = load i32, i32* %8, align 4
  %60 = icmp slt i32 %58, %59
  br label %61

61:                                               ; preds = %57, %53
  %62 = phi i1 [ false, %53 ], [ %60, %57 ]
  br i1 %62, label %63, label %90

63:                                               ; preds = %61
  %64 = load i32*, i32** %3, align 4
  %65 = load i32, i32* %9, align 4
  %66 = getelementptr inbounds i32, i32* %64, i32 %65
  %67 = load i32, i32* %66, align 4
  %68 = load i32*, i32** %3, align 4
  %69 = load i32, i32* %10, align 4
  %70 = getelementptr inbounds i32, i32* %68, i32 %69
  %71 = load i32, i32* %70, align 4
  %72 = icmp sle i32 %67, %71
  br i1 %72, label %73, label %79

73:                                               ; preds = %63
  %74 = load i32*, i32** %3, align 4
  %75 = load i32, i32* %9, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, i32* %9, align 4
  %77 = getelementptr inbounds i32, i32* %74, i32 %75
  %78 = load i32, i32* %77, align 4
  br label %85

79:                                               ; preds = %63
  %80 = load i32*, i32** %3, align 4
  %81 = load i32, i32* %10, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, i32* %10, align 4
  %83 = getelementptr inbounds i32, i32* %80, i32 %81
  %84 = load i32, i32* %83, align 4
  br label %85

85:                                               ; preds = %79, %73
  %86 = phi i32 [ %78, %73 ], [ %84, %79 ]
  %87 = load i32, i32* %11, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, i32* %11, align 4
  %89 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %87
  store i32 %86, i32* %89, align 4
  br label %53, !llvm.loop !15

90:                                               ; preds = %61
  br label %91

91:                                               ; preds = %95, %90
  %92 = load i32, i32* %9, align 4
  %93 = load i32, i32* %7, align 4
  %94 = icmp slt i32 %92, %93
  br i1 %94, label %95, label %104

95:                                               ; preds = %91
  %96 = load i32*, i32** %3, align 4
  %97 = load i32, i32* %9, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, i32* %9, align 4
  %99 = getelementptr inbounds i32, i32* %96, i32 %97
  %100 = load i32, i32* %99, align 4
  %101 = load i32, i32* %11, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, i32* %11, align 4
  %103 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %101
  store i32 %100, i32* %103, align 4
  br label %91, !llvm.loop !16

104:                                              ; preds = %91
  br label %105

105:                                              ; preds = %109, %104
  %106 = load i32, i32* %10, align 4
  %107 = load i32, i32* %8, align 4
  %108 = icmp slt i32 %106, %107
  br i1 %108, label %109, label %118

109:                                              ; preds = %105
  %110 = load i32*, i32** %3, align 4
  %111 = load i32, i32* %10, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, i32* %10, align 4
  %113 = getelementptr inbounds i32, i32* %110, i32 %111
  %114 = load i32, i32* %113, align 4
  %115 = load i32, i32* %11, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, i32* %11, align 4
  %117 = getelementptr inbounds [160 x i32], [160 x i32]* @tmp, i32 0, i32 %115
  store i32 %114, i32* %117, align 4
  br label %105, !llvm.loop !17

118:                                              ; preds = %105
  br label %119

119:                                              ; preds = %118
  %120 = load i32, i32* %5, align 4
  %121 = mul nsw i32 2, %120
  %122 = load i32, i32* %6, align 4
  %123 = add nsw i32 %122, %121
  store i32 %123, i32* %6, align 4
  br label %17, !llvm.loop !18

124:                                              ; preds = %17
  %125 = load i32*, i32** %3, align 4
  %126 = bitcast i32* %125 to i8*
  %127 = load i32, i32* %4, align 4
  %128 = mul i32 %127, 4
  %129 = call i8* @memcpy(i8* noundef %126, i8* noundef bitcast ([160 x i32]* @tmp to i8*), i32 noundef %128) #3
  br label %130

130:                                              ; preds = %124
  %131 = load i32, i32* %5, align 4
  %132 = mul nsw i32 %131, 2
  store i32 %132, i32* %5, align 4
  br label %12, !llvm.loop !19

133:                                              ; preds = %12
  ret void
}

declare dso_local i32 @memcmp(i8* noundef, i8* noundef, i32 noundef) #1

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal void @counting_sort(%struct.rec* noundef %0, %struct.rec* noundef %1, i32 noundef %2) #0 {
  %4 = alloca %struct.rec*, align 4
  %5 = alloca %struct.rec*, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store %struct.rec* %0, %struct.rec** %4, align 4
  store %struct.rec* %1, %struct.rec** %5, align 4
  store i32 %2, i32* %6, align 4
  store i32 0, i32* %7, align 4
  br label %11

11:                                               ; preds = %17, %3
  %12 = load i32, i32* %7, align 4
  %13 = icmp slt i32 %12, 257
  br i1 %13, label %14, label %20

14:                                               ; preds = %11
  %15 = load i32, i32* %7, align 4
  %16 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %15
  store i32 0, i32* %16, align 4
  br label %17

17:                                               ; preds = %14
  %18 = load i32, i32* %7, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, i32* %7, align 4
  br label %11, !llvm.loop !20

20:                                               ; preds = %11
  store i32 0, i32* %8, align 4
  br label %21

21:                                               ; preds = %36, %20
  %22 = load i32, i32* %8, align 4
  %23 = load i32, i32* %6, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %39

25:                                               ; preds = %21
  %26 = load %struct.rec*, %struct.rec** %4, align 4
  %27 = load i32, i32* %8, align 4
  %28 = getelementptr inbounds %struct.rec, %struct.rec* %26, i32 %27
  %29 = getelementptr inbounds %struct.rec, %struct.rec* %28, i32 0, i32 0
  %30 = load i8, i8* %29, align 2
  %31 = zext i8 %30 to i32
  %32 = add nsw i32 %31, 1
  %33 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %32
  %34 = load i32, i32* %33, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, i32* %33, align 4
  br label %36

36:                                               ; preds = %25
  %37 = load i32, i32* %8, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, i32* %8, align 4
  br label %21, !llvm.loop !21

39:                                               ; preds = %21
  store i32 1, i32* %9, align 4
  br label %40

40:                                               ; preds = %52, %39
  %41 = load i32, i32* %9, align 4
  %42 = icmp slt i32 %41, 257
  br i1 %42, label %43, label %55

43:                                               ; preds = %40
  %44 = load i32, i32* %9, align 4
  %45 = sub nsw i32 %44, 1
  %46 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %45
  %47 = load i32, i32* %46, align 4
  %48 = load i32, i32* %9, align 4
  %49 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %48
  %50 = load i32, i32* %49, align 4
  %51 = add nsw i32 %50, %47
  store i32 %51, i32* %49, align 4
  br label %52

52:                                               ; preds = %43
  %53 = load i32, i32* %9, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, i32* %9, align 4
  br label %40, !llvm.loop !22

55:                                               ; preds = %40
  store i32 0, i32* %10, align 4
  br label %56

56:                                               ; preds = %77, %55
  %57 = load i32, i32* %10, align 4
  %58 = load i32, i32* %6, align 4
  %59 = icmp slt i32 %57, %58
  br i1 %59, label %60, label %80

60:                                               ; preds = %56
  %61 = load %struct.rec*, %struct.rec** %5, align 4
  %62 = load %struct.rec*, %struct.rec** %4, align 4
  %63 = load i32, i32* %10, align 4
  %64 = getelementptr inbounds %struct.rec, %struct.rec* %62, i32 %63
  %65 = getelementptr inbounds %struct.rec, %struct.rec* %64, i32 0, i32 0
  %66 = load i8, i8* %65, align 2
  %67 = zext i8 %66 to i32
  %68 = getelementptr inbounds [257 x i32], [257 x i32]* @counting_sort.count, i32 0, i32 %67
  %69 = load i32, i32* %68, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, i32* %68, align 4
  %71 = getelementptr inbounds %struct.rec, %struct.rec* %61, i32 %69
  %72 = load %struct.rec*, %struct.rec** %4, align 4
  %73 = load i32, i32* %10, align 4
  %74 = getelementptr inbounds %struct.rec, %struct.rec* %72, i32 %73
  %75 = bitcast %struct.rec* %71 to i8*
  %76 = bitcast %struct.rec* %74 to i8*
  call void @llvm.memcpy.p0i8.p0i8.i32(i8* align 2 %75, i8* align 2 %76, i32 4, i1 false)
  br label %77

77:                                               ; preds = %60
  %78 = load i32, i32* %10, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, i32* %10, align 4
  br label %56, !llvm.loop !23

80:                                               ; preds = %56
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @sift_down(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %11 = load i32, i32* %5, align 4
  store i32 %11, i32* %7, align 4
  br label %12

12:                                               ; preds = %58, %3
  %13 = load i32, i32* %7, align 4
  %14 = mul nsw i32 2, %13
  %15 = add nsw i32 %14, 1
  %16 = load i32, i32* %6, align 4
  %17 = icmp sle i32 %15, %16
  br i1 %17, label %18, label %75

18:                                               ; preds = %12
  %19 = load i32, i32* %7, align 4
  %20 = mul nsw i32 2, %19
  %21 = add nsw i32 %20, 1
  store i32 %21, i32* %8, align 4
  %22 = load i32, i32* %7, align 4
  store i32 %22, i32* %9, align 4
  %23 = load i32*, i32** %4, align 4
  %24 = load i32, i32* %9, align 4
  %25 = getelementptr inbounds i32, i32* %23, i32 %24
  %26 = load i32, i32* %25, align 4
  %27 = load i32*, i32** %4, align 4
  %28 = load i32, i32* %8, align 4
  %29 = getelementptr inbounds i32, i32* %27, i32 %28
  %30 = load i32, i32* %29, align 4
  %31 = icmp slt i32 %26, %30
  br i1 %31, label %32, label %34

32:                                               ; preds = %18
  %33 = load i32, i32* %8, align 4
  store i32 %33, i32* %9, align 4
  br label %34

34:                                               ; preds = %32, %18
  %35 = load i32, i32* %8, align 4
  %36 = add nsw i32 %35, 1
  %37 = load i32, i32* %6, align 4
  %38 = icmp sle i32 %36, %37
  br i1 %38, label %39, label %53

39:                                               ; preds = %34
  %40 = load i32*, i32** %4, align 4
  %41 = load i32, i32* %9, align 4
  %42 = getelementptr inbounds i32, i32* %40, i32 %41
  %43 = load i32, i32* %42, align 4
  %44 = load i32*, i32** %4, align 4
  %45 = load i32, i32* %8, align 4
  %46 = add nsw i32 %45, 1
  %47 = getelementptr inbounds i32, i32* %44, i32 %46
  %48 = load i32, i32* %47, align 4
  %49 = icmp slt i32 %43, %48
  br i1 %49, label %50, label %53

50:                                               ; preds = %39
  %51 = load i32, i32* %8, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, i32* %9, align 4
  br label %53

53:                                               ; preds = %50, %39, %34
  %54 = load i32, i32* %9, align 4
  %55 = load i32, i32* %7, align 4
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %58

57:                                               ; preds = %53
  br label %75

58:                                               ; preds = %53
  %59 = load i32*, i32** %4, align 4
  %60 = load i32, i32* %7, align 4
  %61 = getelementptr inbounds i32, i32* %59, i32 %60
  %62 = load i32, i32* %61, align 4
  store i32 %62, i32* %10, align 4
  %63 = load i32*, i32** %4, align 4
  %64 = load i32, i32* %9, align 4
  %65 = getelementptr inbounds i32, i32* %63, i32 %64
  %66 = load i32, i32* %65, align 4
  %67 = load i32*, i32** %4, align 4
  %68 = load i32, i32* %7, align 4
  %69 = getelementptr inbounds i32, i32* %67, i32 %68
  store i32 %66, i32* %69, align 4
  %70 = load i32, i32* %10, align 4
  %71 = load i32*, i32** %4, align 4
  %72 = load i32, i32* %9, align 4
  %73 = getelementptr inbounds i32, i32* %71, i32 %72
  store i32 %70, i32* %73, align 4
  %74 = load i32, i32* %9, align 4
  store i32 %74, i32* %7, align 4
  br label %12, !llvm.loop !24

75:                                               ; preds = %57, %12
  ret void
}

; Function Attrs: argmemonly nofree nounwind willreturn
declare void @llvm.memcpy.p0i8.p0i8.i32(i8* noalias nocapture writeonly, i8* noalias nocapture readonly, i32, i1 immarg) #2

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { argmemonly nofree nounwind willreturn }
attributes #3 = { nobuiltin "no-builtins" }

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
!24 = distinct !{!24, !8}
