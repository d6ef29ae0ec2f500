; ModuleID = 'quicksort.c'
source_filename = "quicksort.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-unknown-linux-gnu"

@a = dso_local global [220 x i32] zeroinitializer, align 4
@u = dso_local global [220 x i16] zeroinitializer, align 2

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
  store i32 42, i32* %1, align 4
  store i32 0, i32* %2, align 4
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  store i32 0, i32* %5, align 4
  store i32 0, i32* %6, align 4
  br label %9

9:                                                ; preds = %49, %0
  %10 = load i32, i32* %6, align 4
  %11 = icmp slt i32 %10, 220
  br i1 %11, label %12, label %52

12:                                               ; preds = %9
  %13 = load i32, i32* %1, align 4
  %14 = mul i32 %13, 1664525
  %15 = add i32 %14, 1013904223
  store i32 %15, i32* %1, align 4
  %16 = load i32, i32* %1, align 4
  %17 = lshr i32 %16, 12
  %18 = sub nsw i32 %17, 524288
  %19 = load i32, i32* %6, align 4
  %20 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %19
  store i32 %18, i32* %20, align 4
  %21 = load i32, i32* %6, align 4
  %22 = srem i32 %21, 17
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %27

24:                                               ; preds = %12
  %25 = load i32, i32* %6, align 4
  %26 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %25
  store i32 7, i32* %26, align 4
  br label %27

27:                                               ; preds = %24, %12
  %28 = load i32, i32* %1, align 4
  %29 = lshr i32 %28, 7
  %30 = trunc i32 %29 to i16
  %31 = load i32, i32* %6, align 4
  %32 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %31
  store i16 %30, i16* %32, align 2
  %33 = load i32, i32* %6, align 4
  %34 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %33
  %35 = load i32, i32* %34, align 4
  %36 = load i32, i32* %6, align 4
  %37 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %36
  %38 = load i16, i16* %37, align 2
  %39 = zext i16 %38 to i32
  %40 = add i32 %35, %39
  %41 = load i32, i32* %2, align 4
  %42 = add i32 %41, %40
  store i32 %42, i32* %2, align 4
  %43 = load i32, i32* %6, align 4
  %44 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %43
  %45 = load i32, i32* %44, align 4
  %46 = mul i32 %45, -1640531535
  %47 = load i32, i32* %4, align 4
  %48 = xor i32 %47, %46
  store i32 %48, i32* %4, align 4
  br label %49

49:                                               ; preds = %27
  %50 = load i32, i32* %6, align 4
  %51 = add nsw i32 %50, 1
  store i32 %51, i32* %6, align 4
  br label %9, !llvm.loop !3

52:                                               ; preds = %9
  call void @quicksort_i(i32* noundef getelementptr inbounds ([220 x i32], [220 x i32]* @a, i32 0, i32 0), i32 noundef 0, i32 noundef 219) #2
  call void @quicksort_u(i16* noundef getelementptr inbounds ([220 x i16], [220 x i16]* @u, i32 0, i32 0), i32 noundef 0, i32 noundef 219) #2
  store i32 -2128831035, i32* %7, align 4
  store i32 0, i32* %8, align 4
  br label %53

53:                                               ; preds = %110, %52
  %54 = load i32, i32* %8, align 4
  %55 = icmp slt i32 %54, 220
  br i1 %55, label %56, label %113

56:                                               ; preds = %53
  %57 = load i32, i32* %8, align 4
  %58 = icmp sgt i32 %57, 0
  br i1 %58, label %59, label %80

59:                                               ; preds = %56
  %60 = load i32, i32* %8, align 4
  %61 = sub nsw i32 %60, 1
  %62 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %61
  %63 = load i32, i32* %62, align 4
  %64 = load i32, i32* %8, align 4
  %65 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %64
  %66 = load i32, i32* %65, align 4
  %67 = icmp sgt i32 %63, %66
  br i1 %67, label %79, label %68

68:                                               ; preds = %59
  %69 = load i32, i32* %8, align 4
  %70 = sub nsw i32 %69, 1
  %71 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %70
  %72 = load i16, i16* %71, align 2
  %73 = zext i16 %72 to i32
  %74 = load i32, i32* %8, align 4
  %75 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %74
  %76 = load i16, i16* %75, align 2
  %77 = zext i16 %76 to i32
  %78 = icmp sgt i32 %73, %77
  br i1 %78, label %79, label %80

79:                                               ; preds = %68, %59
  call void @abort() #2
  br label %80

80:                                               ; preds = %79, %68, %56
  %81 = load i32, i32* %8, align 4
  %82 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %81
  %83 = load i32, i32* %82, align 4
  %84 = load i32, i32* %8, align 4
  %85 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %84
  %86 = load i16, i16* %85, align 2
  %87 = zext i16 %86 to i32
  %88 = add i32 %83, %87
  %89 = load i32, i32* %3, align 4
  %90 = add i32 %89, %88
  store i32 %90, i32* %3, align 4
  %91 = load i32, i32* %8, align 4
  %92 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %91
  %93 = load i32, i32* %92, align 4
  %94 = mul i32 %93, -1640531535
  %95 = load i32, i32* %5, align 4
  %96 = xor i32 %95, %94
  store i32 %96, i32* %5, align 4
  %97 = load i32, i32* %7, align 4
  %98 = load i32, i32* %8, align 4
  %99 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %98
  %100 = load i32, i32* %99, align 4
  %101 = xor i32 %97, %100
  %102 = mul i32 %101, 16777619
  store i32 %102, i32* %7, align 4
  %103 = load i32, i32* %7, align 4
  %104 = load i32, i32* %8, align 4
  %105 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %104
  %106 = load i16, i16* %105, align 2
  %107 = zext i16 %106 to i32
  %108 = xor i32 %103, %107
  %109 = mul i32 %108, 16777619
  store i32 %109, i32* %7, align 4
  br label %110

110:                                              ; preds = %80
  %111 = load i32, i32* %8, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, i32* %8, align 4
  br label %53, !llvm.loop !5

113:                                              ; preds = %53
  %114 = load i32, i32* %2, align 4
  %115 = load i32, i32* %3, align 4
  %116 = icmp ne i32 %114, %115
  br i1 %116, label %121, label %117

117:                                              ; preds = %113
  %118 = load i32, i32* %4, align 4
  %119 = load i32, i32* %5, align 4
  %120 = icmp ne i32 %118, %119
  br i1 %120, label %121, label %122

121:                                              ; preds = %117, %113
  call void @abort() #2
  br label %122

122:                                              ; preds = %121, %117
  %123 = load i32, i32* %7, align 4
  %124 = and i32 %123, 2147483647
  ret i32 %124
}

; Function Attrs: noinline nounwind optnone
define internal void @quicksort_i(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
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
  br label %11

11:                                               ; preds = %136, %3
  %12 = load i32, i32* %6, align 4
  %13 = load i32, i32* %5, align 4
  %14 = sub nsw i32 %12, %13
  %15 = icmp sgt i32 %14, 8
  br i1 %15, label %16, label %137

16:                                               ; preds = %11
  %17 = load i32, i32* %5, align 4
  %18 = load i32, i32* %6, align 4
  %19 = load i32, i32* %5, align 4
  %20 = sub nsw i32 %18, %19
  %21 = sdiv i32 %20, 2
  %22 = add nsw i32 %17, %21
  store i32 %22, i32* %7, align 4
  %23 = load i32*, i32** %4, align 4
  %24 = load i32, i32* %7, align 4
  %25 = getelementptr inbounds i32, i32* %23, i32 %24
  %26 = load i32, i32* %25, align 4
  %27 = load i32*, i32** %4, align 4
  %28 = load i32, i32* %5, align 4
  %29 = getelementptr inbounds i32, i32* %27, i32 %28
  %30 = load i32, i32* %29, align 4
  %31 = icmp slt i32 %26, %30
  br i1 %31, label %32, label %39

32:                                               ; preds = %16
  %33 = load i32*, i32** %4, align 4
  %34 = load i32, i32* %7, align 4
  %35 = getelementptr inbounds i32, i32* %33, i32 %34
  %36 = load i32*, i32** %4, align 4
  %37 = load i32, i32* %5, align 4
  %38 = getelementptr inbounds i32, i32* %36, i32 %37
  call void @swap_i(i32* noundef %35, i32* noundef %38) #2
  br label %39

39:                                               ; preds = %32, %16
  %40 = load i32*, i32** %4, align 4
  %41 = load i32, i32* %6, align 4
  %42 = getelementptr inbounds i32, i32* %40, i32 %41
  %43 = load i32, i32* %42, align 4
  %44 = load i32*, i32** %4, align 4
  %45 = load i32, i32* %5, align 4
  %46 = getelementptr inbounds i32, i32* %44, i32 %45
  %47 = load i32, i32* %46, align 4
  %48 = icmp slt i32 %43, %47
  br i1 %48, label %49, label %56

49:                                               ; preds = %39
  %50 = load i32*, i32** %4, align 4
  %51 = load i32, i32* %6, align 4
  %52 = getelementptr inbounds i32, i32* %50, i32 %51
  %53 = load i32*, i32** %4, align 4
  %54 = load i32, i32* %5, align 4
  %55 = getelementptr inbounds i32, i32* %53, i32 %54
  call void @swap_i(i32* noundef %52, i32* noundef %55) #2
  br label %56

56:                                               ; preds = %49, %39
  %57 = load i32*, i32** %4, align 4
  %58 = load i32, i32* %6, align 4
  %59 = getelementptr inbounds i32, i32* %57, i32 %58
  %60 = load i32, i32* %59, align 4
  %61 = load i32*, i32** %4, align 4
  %62 = load i32, i32* %7, align 4
  %63 = getelementptr inbounds i32, i32* %61, i32 %62
  %64 = load i32, i32* %63, align 4
  %65 = icmp slt i32 %60, %64
  br i1 %65, label %66, label %73

66:                                               ; preds = %56
  %67 = load i32*, i32** %4, align 4
  %68 = load i32, i32* %6, align 4
  %69 = getelementptr inbounds i32, i32* %67, i32 %68
  %70 = load i32*, i32** %4, align 4
  %71 = load i32, i32* %7, align 4
  %72 = getelementptr inbounds i32, i32* %70, i32 %71
  call void @swap_i(i32* noundef %69, i32* noundef %72) #2
  br label %73

73:                                               ; preds = %66, %56
  %74 = load i32*, i32** %4, align 4
  %75 = load i32, i32* %7, align 4
  %76 = getelementptr inbounds i32, i32* %74, i32 %75
  %77 = load i32, i32* %76, align 4
  store i32 %77, i32* %8, align 4
  %78 = load i32, i32* %5, align 4
  %79 = sub nsw i32 %78, 1
  store i32 %79, i32* %9, align 4
  %80 = load i32, i32* %6, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, i32* %10, align 4
  br label %82

82:                                               ; preds = %109, %73
  br label %83

83:                                               ; preds = %86, %82
  %84 = load i32, i32* %9, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, i32* %9, align 4
  br label %86

86:                                               ; preds = %83
  %87 = load i32*, i32** %4, align 4
  %88 = load i32, i32* %9, align 4
  %89 = getelementptr inbounds i32, i32* %87, i32 %88
  %90 = load i32, i32* %89, align 4
  %91 = load i32, i32* %8, align 4
  %92 = icmp slt i32 %90, %91
  br i1 %92, label %83, label %93, !llvm.loop !6

93:                                               ; preds = %86
  br label %94

94:                                               ; preds = %97, %93
  %95 = load i32, i32* %10, align 4
  %96 = add nsw i32 %95, -1
  store i32 %96, i32* %10, align 4
  br label %97

97:                                               ; preds = %94
  %98 = load i32*, i32** %4, align 4
  %99 = load i32, i32* %10, align 4
  %100 = getelementptr inbounds i32, i32* %98, i32 %99
  %101 = load i32, i32* %100, align 4
  %102 = load i32, i32* %8, align 4
  %103 = icmp sgt i32 %101, %102
  br i1 %103, label %94, label %104, !llvm.loop !7

104:                                              ; preds = %97
  %105 = load i32, i32* %9, align 4
  %106 = load i32, i32* %10, align 4
  %107 = icmp sge i32 %105, %106
  br i1 %107, label %108, label %109

108:                                              ; preds = %104
  br label %116

109:                                              ; preds = %104
  %110 = load i32*, i32** %4, align 4
  %111 = load i32, i32* %9, align 4
  %112 = getelementptr inbounds i32, i32* %110, i32 %111
  %113 = load i32*, i32** %4, align 4
  %114 = load i32, i32* %10, align 4
  %115 = getelementptr inbounds i32, i32* %113, i32 %114
  call void @swap_i(i32* noundef %112, i32* noundef %115) #2
  br label %82

116:                                              ; preds = %108
  %117 = load i32, i32* %10, align 4
  %118 = load i32, i32* %5, align 4
  %119 = sub nsw i32 %117, %118
  %120 = load i32, i32* %6, align 4
  %121 = load i32, i32* %10, align 4
  %122 = sub nsw i32 %120, %121
  %123 = icmp slt i32 %119, %122
  br i1 %123, label %124, label %130

124:                                              ; preds = %116
  %125 = load i32*, i32** %4, align 4
  %126 = load i32, i32* %5, align 4
  %127 = load i32, i32* %10, align 4
  call void @quicksort_i(i32* noundef %125, i32 noundef %126, i32 noundef %127) #2
  %128 = load i32, i32* %10, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, i32* %5, align 4
  br label %136

130:                                              ; preds = %116
  %131 = load i32*, i32** %4, align 4
  %132 = load i32, i32* %10, align 4
  %133 = add nsw i32 %132, 1
  %134 = load i32, i32* %6, align 4
  call void @quicksort_i(i32* noundef %131, i32 noundef %133, i32 noundef %134) #2
  %135 = load i32, i32* %10, align 4
  store i32 %135, i32* %6, align 4
  br label %136

136:                                              ; preds = %130, %124
  br label %11, !llvm.loop !8

137:                                              ; preds = %11
  %138 = load i32*, i32** %4, align 4
  %139 = load i32, i32* %5, align 4
  %140 = load i32, i32* %6, align 4
  call void @insertion_i(i32* noundef %138, i32 noundef %139, i32 noundef %140) #2
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @quicksort_u(i16* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i16*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i16, align 2
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i16, align 2
  %11 = alloca i16, align 2
  store i16* %0, i16** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %12 = load i32, i32* %5, align 4
  %13 = load i32, i32* %6, align 4
  %14 = icmp sge i32 %12, %13
  br i1 %14, label %15, label %16

15:                                               ; preds = %3
  br label %82

16:                                               ; preds = %3
  %17 = load i16*, i16** %4, align 4
  %18 = load i32, i32* %6, align 4
  %19 = getelementptr inbounds i16, i16* %17, i32 %18
  %20 = load i16, i16* %19, align 2
  store i16 %20, i16* %7, align 2
  %21 = load i32, i32* %5, align 4
  store i32 %21, i32* %8, align 4
  %22 = load i32, i32* %5, align 4
  store i32 %22, i32* %9, align 4
  br label %23

23:                                               ; preds = %55, %16
  %24 = load i32, i32* %9, align 4
  %25 = load i32, i32* %6, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %58

27:                                               ; preds = %23
  %28 = load i16*, i16** %4, align 4
  %29 = load i32, i32* %9, align 4
  %30 = getelementptr inbounds i16, i16* %28, i32 %29
  %31 = load i16, i16* %30, align 2
  %32 = zext i16 %31 to i32
  %33 = load i16, i16* %7, align 2
  %34 = zext i16 %33 to i32
  %35 = icmp slt i32 %32, %34
  br i1 %35, label %36, label %54

36:                                               ; preds = %27
  %37 = load i16*, i16** %4, align 4
  %38 = load i32, i32* %8, align 4
  %39 = getelementptr inbounds i16, i16* %37, i32 %38
  %40 = load i16, i16* %39, align 2
  store i16 %40, i16* %10, align 2
  %41 = load i16*, i16** %4, align 4
  %42 = load i32, i32* %9, align 4
  %43 = getelementptr inbounds i16, i16* %41, i32 %42
  %44 = load i16, i16* %43, align 2
  %45 = load i16*, i16** %4, align 4
  %46 = load i32, i32* %8, align 4
  %47 = getelementptr inbounds i16, i16* %45, i32 %46
  store i16 %44, i16* %47, align 2
  %48 = load i16, i16* %10, align 2
  %49 = load i16*, i16** %4, align 4
  %50 = load i32, i32* %9, align 4
  %51 = getelementptr inbounds i16, i16* %49, i32 %50
  store i16 %48, i16* %51, align 2
  %52 = load i32, i32* %8, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, i32* %8, align 4
  br label %54

54:                                               ; preds = %36, %27
  br label %55

55:                                               ; preds = %54
  %56 = load i32, i32* %9, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, i32* %9, align 4
  br label %23, !llvm.loop !9

58:                                               ; preds = %23
  %59 = load i16*, i16** %4, align 4
  %60 = load i32, i32* %8, align 4
  %61 = getelementptr inbounds i16, i16* %59, i32 %60
  %62 = load i16, i16* %61, align 2
  store i16 %62, i16* %11, align 2
  %63 = load i16*, i16** %4, align 4
  %64 = load i32, i32* %6, align 4
  %65 = getelementptr inbounds i16, i16* %63, i32 %64
  %66 = load i16, i16* %65, align 2
  %67 = load i16*, i16** %4, align 4
  %68 = load i32, i32* %8, align 4
  %69 = getelementptr inbounds i16, i16* %67, i32 %68
  store i16 %66, i16* %69, align 2
  %70 = load i16, i16* %11, align 2
  %71 = load i16*, i16** %4, align 4
  %72 = load i32, i32* %6, align 4
  %73 = getelementptr inbounds i16, i16* %71, i32 %72
  store i16 %70, i16* %73, align 2
  %74 = load i16*, i16** %4, align 4
  %75 = load i32, i32* %5, align 4
  %76 = load i32, i32* %8, align 4
  %77 = sub nsw i32 %76, 1
  call void @quicksort_u(i16* noundef %74, i32 noundef %75, i32 noundef %77) #2
  %78 = load i16*, i16** %4, align 4
  %79 = load i32, i32* %8, align 4
  %80 = add nsw i32 %79, 1
  %81 = load i32, i32* %6, align 4
  call void @quicksort_u(i16* noundef %78, i32 noundef %80, i32 noundef %81) #2
  br label %82

82:                                               ; preds = %58, %15
  ret void
}

declare dso_local void @abort() #1

; Function Attrs: noinline nounwind optnone
define internal void @swap_i(i32* noundef %0, i32* noundef %1) #0 {
  %3 = alloca i32*, align 4
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  store i32* %0, i32** %3, align 4
  store i32* %1, i32** %4, align 4
  %6 = load i32*, i32** %3, align 4
  %7 = load i32, i32* %6, align 4
  store i32 %7, i32* %5, align 4
  %8 = load i32*, i32** %4, align 4
  %9 = load i32, i32* %8, align 4
  %10 = load i32*, i32** %3, align 4
  store i32 %9, i32* %10, align 4
  %11 = load i32, i32* %5, align 4
  %12 = load i32*, i32** %4, align 4
  store i32 %11, i32* %12, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone
define internal void @insertion_i(i32* noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32*, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32* %0, i32** %4, align 4
  store i32 %1, i32* %5, align 4
  store i32 %2, i32* %6, align 4
  %10 = load i32, i32* %5, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %7, align 4
  br label %12

12:                                               ; preds = %53, %3
  %13 = load i32, i32* %7, align 4
  %14 = load i32, i32* %6, align 4
  %15 = icmp sle i32 %13, %14
  br i1 %15, label %16, label %56

16:                                               ; preds = %12
  %17 = load i32*, i32** %4, align 4
  %18 = load i32, i32* %7, align 4
  %19 = getelementptr inbounds i32, i32* %17, i32 %18
  %20 = load i32, i32* %19, align 4
  store i32 %20, i32* %8, align 4
  %21 = load i32, i32* %7, align 4
  %22 = sub nsw i32 %21, 1
  store i32 %22, i32* %9, align 4
  br label %23

23:                                               ; preds = %36, %16
  %24 = load i32, i32* %9, align 4
  %25 = load i32, i32* %5, align 4
  %26 = icmp sge i32 %24, %25
  br i1 %26, label %27, label %34

27:                                               ; preds = %23
  %28 = load i32*, i32** %4, align 4
  %29 = load i32, i32* %9, align 4
  %30 = getelementptr inbounds i32, i32* %28, i32 %29
  %31 = load i32, i32* %30, align 4
  %32 = load i32, i32* %8, align 4
  %33 = icmp sgt i32 %31, %32
  br label %34

34:                                               ; preds = %27, %23
  %35 = phi i1 [ false, %23 ], [ %33, %27 ]
  br i1 %35, label %36, label %47

36:                                               ; preds = %34
  %37 = load i32*, i32** %4, align 4
  %38 = load i32, i32* %9, align 4
  %39 = getelementptr inbounds i32, i32* %37, i32 %38
  %40 = load i32, i32* %39, align 4
  %41 = load i32*, i32** %4, align 4
  %42 = load i32, i32* %9, align 4
  %43 = add nsw i32 %42, 1
  %44 = getelementptr inbounds i32, i32* %41, i32 %43
  store i32 %40, i32* %44, align 4
  %45 = load i32, i32* %9, align 4
  %46 = add nsw i32 %45, -1
  store i32 %46, i32* %9, align 4
  br label %23, !llvm.loop !10

47:                                               ; preds = %34
  %48 = load i32, i32* %8, align 4
  %49 = load i32*, i32** %4, align 4
  %50 = load i32, i32* %9, align 4
  %51 = add nsw i32 %50, 1
  %52 = getelementptr inbounds i32, i32* %49, i32 %51
  store i32 %48, i32* %52, align 4
  br label %53

53:                                               ; preds = %47
  %54 = load i32, i32* %7, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, i32* %7, align 4
  br label %12, !llvm.loop !11

56:                                               ; preds = %12
  ret void
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nobuiltin "no-builtins" }

!llvm.module.flags = !{!0, !1}
!llvm.ident = !{!2}

!0 = !{i32 1, !"NumRegisterParameters", i32 0}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{!"Debian clang version 14.0.6"}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.mustprogress"}
!5 = distinct !{!5, !4}
!6 = distinct !{!6, !4}
!7 = distinct !{!7, !4}
!8 = distinct !{!8, !4}
!9 = distinct !{!9, !4}
!10 = distinct !{!10, !4}
!11 = distinct !{!11, !4}
