; ModuleID = 'quicksort.c'
source_filename = "quicksort.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@a = dso_local local_unnamed_addr global [220 x i32] zeroinitializer, align 4
@u = dso_local local_unnamed_addr global [220 x i16] zeroinitializer, align 2

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %11

1:                                                ; preds = %11
  tail call fastcc void @quicksort_i(i32 noundef 0, i32 noundef 219) #3
  tail call fastcc void @quicksort_u(i32 noundef 0, i32 noundef 219) #3
  %2 = load i32, i32* getelementptr inbounds ([220 x i32], [220 x i32]* @a, i32 0, i32 0), align 4, !tbaa !7
  %3 = load i16, i16* getelementptr inbounds ([220 x i16], [220 x i16]* @u, i32 0, i32 0), align 2, !tbaa !11
  %4 = zext i16 %3 to i32
  %5 = xor i32 %2, -2128831035
  %6 = mul i32 %5, 16777619
  %7 = xor i32 %6, %4
  %8 = mul i32 %7, 16777619
  %9 = mul i32 %2, -1640531535
  %10 = add i32 %2, %4
  br label %111

11:                                               ; preds = %11, %0
  %12 = phi i32 [ 0, %0 ], [ %105, %11 ]
  %13 = phi i32 [ 0, %0 ], [ %104, %11 ]
  %14 = phi i32 [ 0, %0 ], [ %102, %11 ]
  %15 = phi i32 [ 42, %0 ], [ %89, %11 ]
  %16 = mul i32 %15, 1664525
  %17 = add i32 %16, 1013904223
  %18 = lshr i32 %17, 12
  %19 = add nsw i32 %18, -524288
  %20 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %12
  %21 = trunc i32 %12 to i8
  %22 = urem i8 %21, 17
  %23 = icmp eq i8 %22, 0
  %24 = select i1 %23, i32 7, i32 %19
  store i32 %24, i32* %20, align 4, !tbaa !7
  %25 = lshr i32 %17, 7
  %26 = trunc i32 %25 to i16
  %27 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %12
  store i16 %26, i16* %27, align 2, !tbaa !11
  %28 = and i32 %25, 65535
  %29 = add i32 %28, %14
  %30 = add i32 %29, %24
  %31 = mul i32 %24, -1640531535
  %32 = xor i32 %31, %13
  %33 = add nuw nsw i32 %12, 1
  %34 = mul i32 %17, 1664525
  %35 = add i32 %34, 1013904223
  %36 = lshr i32 %35, 12
  %37 = add nsw i32 %36, -524288
  %38 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %33
  %39 = trunc i32 %33 to i8
  %40 = urem i8 %39, 17
  %41 = icmp eq i8 %40, 0
  %42 = select i1 %41, i32 7, i32 %37
  store i32 %42, i32* %38, align 4, !tbaa !7
  %43 = lshr i32 %35, 7
  %44 = trunc i32 %43 to i16
  %45 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %33
  store i16 %44, i16* %45, align 2, !tbaa !11
  %46 = and i32 %43, 65535
  %47 = add i32 %46, %30
  %48 = add i32 %47, %42
  %49 = mul i32 %42, -1640531535
  %50 = xor i32 %49, %32
  %51 = add nuw nsw i32 %12, 2
  %52 = mul i32 %35, 1664525
  %53 = add i32 %52, 1013904223
  %54 = lshr i32 %53, 12
  %55 = add nsw i32 %54, -524288
  %56 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %51
  %57 = trunc i32 %51 to i8
  %58 = urem i8 %57, 17
  %59 = icmp eq i8 %58, 0
  %60 = select i1 %59, i32 7, i32 %55
  store i32 %60, i32* %56, align 4, !tbaa !7
  %61 = lshr i32 %53, 7
  %62 = trunc i32 %61 to i16
  %63 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %51
  store i16 %62, i16* %63, align 2, !tbaa !11
  %64 = and i32 %61, 65535
  %65 = add i32 %64, %48
  %66 = add i32 %65, %60
  %67 = mul i32 %60, -1640531535
  %68 = xor i32 %67, %50
  %69 = add nuw nsw i32 %12, 3
  %70 = mul i32 %53, 1664525
  %71 = add i32 %70, 1013904223
  %72 = lshr i32 %71, 12
  %73 = add nsw i32 %72, -524288
  %74 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %69
  %75 = trunc i32 %69 to i8
  %76 = urem i8 %75, 17
  %77 = icmp eq i8 %76, 0
  %78 = select i1 %77, i32 7, i32 %73
  store i32 %78, i32* %74, align 4, !tbaa !7
  %79 = lshr i32 %71, 7
  %80 = trunc i32 %79 to i16
  %81 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %69
  store i16 %80, i16* %81, align 2, !tbaa !11
  %82 = and i32 %79, 65535
  %83 = add i32 %82, %66
  %84 = add i32 %83, %78
  %85 = mul i32 %78, -1640531535
  %86 = xor i32 %85, %68
  %87 = add nuw nsw i32 %12, 4
  %88 = mul i32 %71, 1664525
  %89 = add i32 %88, 1013904223
  %90 = lshr i32 %89, 12
  %91 = add nsw i32 %90, -524288
  %92 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %87
  %93 = trunc i32 %87 to i8
  %94 = urem i8 %93, 17
  %95 = icmp eq i8 %94, 0
  %96 = select i1 %95, i32 7, i32 %91
  store i32 %96, i32* %92, align 4, !tbaa !7
  %97 = lshr i32 %89, 7
  %98 = trunc i32 %97 to i16
  %99 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %87
  store i16 %98, i16* %99, align 2, !tbaa !11
  %100 = and i32 %97, 65535
  %101 = add i32 %100, %84
  %102 = add i32 %101, %96
  %103 = mul i32 %96, -1640531535
  %104 = xor i32 %103, %86
  %105 = add nuw nsw i32 %12, 5
  %106 = icmp eq i32 %105, 220
  br i1 %106, label %1, label %11, !llvm.loop !13

107:                                              ; preds = %126
  %108 = icmp eq i32 %102, %133
  %109 = icmp eq i32 %104, %135
  %110 = select i1 %108, i1 %109, i1 false
  br i1 %110, label %143, label %142

111:                                              ; preds = %126, %1
  %112 = phi i16 [ %3, %1 ], [ %130, %126 ]
  %113 = phi i32 [ %2, %1 ], [ %128, %126 ]
  %114 = phi i32 [ 1, %1 ], [ %140, %126 ]
  %115 = phi i32 [ %8, %1 ], [ %139, %126 ]
  %116 = phi i32 [ %9, %1 ], [ %135, %126 ]
  %117 = phi i32 [ %10, %1 ], [ %133, %126 ]
  %118 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %114
  %119 = load i32, i32* %118, align 4, !tbaa !7
  %120 = icmp sgt i32 %113, %119
  br i1 %120, label %125, label %121

121:                                              ; preds = %111
  %122 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %114
  %123 = load i16, i16* %122, align 2, !tbaa !11
  %124 = icmp ugt i16 %112, %123
  br i1 %124, label %125, label %126

125:                                              ; preds = %121, %111
  tail call void @abort() #4
  br label %126

126:                                              ; preds = %125, %121
  %127 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %114
  %128 = load i32, i32* %127, align 4, !tbaa !7
  %129 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %114
  %130 = load i16, i16* %129, align 2, !tbaa !11
  %131 = zext i16 %130 to i32
  %132 = add i32 %128, %117
  %133 = add i32 %132, %131
  %134 = mul i32 %128, -1640531535
  %135 = xor i32 %134, %116
  %136 = xor i32 %128, %115
  %137 = mul i32 %136, 16777619
  %138 = xor i32 %137, %131
  %139 = mul i32 %138, 16777619
  %140 = add nuw nsw i32 %114, 1
  %141 = icmp eq i32 %140, 220
  br i1 %141, label %107, label %111, !llvm.loop !15

142:                                              ; preds = %107
  tail call void @abort() #4
  br label %143

143:                                              ; preds = %107, %142
  %144 = and i32 %139, 2147483647
  ret i32 %144
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @quicksort_i(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = sub nsw i32 %1, %0
  %4 = icmp sgt i32 %3, 8
  br i1 %4, label %5, label %72

5:                                                ; preds = %2, %67
  %6 = phi i32 [ %68, %67 ], [ %3, %2 ]
  %7 = phi i32 [ %70, %67 ], [ %0, %2 ]
  %8 = phi i32 [ %69, %67 ], [ %1, %2 ]
  %9 = lshr i32 %6, 1
  %10 = add nsw i32 %9, %7
  %11 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %10
  %12 = load i32, i32* %11, align 4, !tbaa !7
  %13 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %7
  %14 = load i32, i32* %13, align 4, !tbaa !7
  %15 = icmp slt i32 %12, %14
  br i1 %15, label %16, label %17

16:                                               ; preds = %5
  store i32 %14, i32* %11, align 4, !tbaa !7
  store i32 %12, i32* %13, align 4, !tbaa !7
  br label %17

17:                                               ; preds = %16, %5
  %18 = phi i32 [ %12, %16 ], [ %14, %5 ]
  %19 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %8
  %20 = load i32, i32* %19, align 4, !tbaa !7
  %21 = icmp slt i32 %20, %18
  br i1 %21, label %22, label %24

22:                                               ; preds = %17
  store i32 %18, i32* %19, align 4, !tbaa !7
  store i32 %20, i32* %13, align 4, !tbaa !7
  %23 = load i32, i32* %19, align 4, !tbaa !7
  br label %24

24:                                               ; preds = %22, %17
  %25 = phi i32 [ %23, %22 ], [ %20, %17 ]
  %26 = load i32, i32* %11, align 4, !tbaa !7
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %29

28:                                               ; preds = %24
  store i32 %26, i32* %19, align 4, !tbaa !7
  store i32 %25, i32* %11, align 4, !tbaa !7
  br label %29

29:                                               ; preds = %28, %24
  %30 = phi i32 [ %25, %28 ], [ %26, %24 ]
  %31 = add nsw i32 %7, -1
  %32 = add nsw i32 %8, 1
  br label %33

33:                                               ; preds = %59, %29
  %34 = phi i32 [ %31, %29 ], [ %48, %59 ]
  %35 = phi i32 [ %32, %29 ], [ %53, %59 ]
  br label %36

36:                                               ; preds = %42, %33
  %37 = phi i32 [ %34, %33 ], [ %43, %42 ]
  %38 = add nsw i32 %37, 1
  %39 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %38
  %40 = load i32, i32* %39, align 4, !tbaa !7
  %41 = icmp slt i32 %40, %30
  br i1 %41, label %42, label %47, !llvm.loop !17

42:                                               ; preds = %36
  %43 = add nsw i32 %37, 2
  %44 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %43
  %45 = load i32, i32* %44, align 4, !tbaa !7
  %46 = icmp slt i32 %45, %30
  br i1 %46, label %36, label %47, !llvm.loop !17

47:                                               ; preds = %42, %36
  %48 = phi i32 [ %38, %36 ], [ %43, %42 ]
  %49 = phi i32* [ %39, %36 ], [ %44, %42 ]
  %50 = phi i32 [ %40, %36 ], [ %45, %42 ]
  br label %51

51:                                               ; preds = %47, %51
  %52 = phi i32 [ %53, %51 ], [ %35, %47 ]
  %53 = add nsw i32 %52, -1
  %54 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %53
  %55 = load i32, i32* %54, align 4, !tbaa !7
  %56 = icmp sgt i32 %55, %30
  br i1 %56, label %51, label %57, !llvm.loop !18

57:                                               ; preds = %51
  %58 = icmp slt i32 %48, %53
  br i1 %58, label %59, label %60

59:                                               ; preds = %57
  store i32 %55, i32* %49, align 4, !tbaa !7
  store i32 %50, i32* %54, align 4, !tbaa !7
  br label %33

60:                                               ; preds = %57
  %61 = sub nsw i32 %53, %7
  %62 = sub nsw i32 %8, %53
  %63 = icmp slt i32 %61, %62
  br i1 %63, label %64, label %66

64:                                               ; preds = %60
  tail call fastcc void @quicksort_i(i32 noundef %7, i32 noundef %53) #3
  %65 = sub nsw i32 %8, %52
  br label %67

66:                                               ; preds = %60
  tail call fastcc void @quicksort_i(i32 noundef %52, i32 noundef %8) #3
  br label %67

67:                                               ; preds = %66, %64
  %68 = phi i32 [ %61, %66 ], [ %65, %64 ]
  %69 = phi i32 [ %53, %66 ], [ %8, %64 ]
  %70 = phi i32 [ %7, %66 ], [ %52, %64 ]
  %71 = icmp sgt i32 %68, 8
  br i1 %71, label %5, label %72, !llvm.loop !19

72:                                               ; preds = %67, %2
  %73 = phi i32 [ %1, %2 ], [ %69, %67 ]
  %74 = phi i32 [ %0, %2 ], [ %70, %67 ]
  %75 = icmp sgt i32 %73, %74
  br i1 %75, label %76, label %217

76:                                               ; preds = %72
  %77 = sub i32 %73, %74
  %78 = add i32 %74, 1
  %79 = and i32 %77, 1
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %123, label %81

81:                                               ; preds = %76
  %82 = add nsw i32 %74, 1
  %83 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %82
  %84 = load i32, i32* %83, align 4, !tbaa !7
  br label %85

85:                                               ; preds = %115, %81
  %86 = phi i32 [ %74, %81 ], [ %117, %115 ]
  %87 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %86
  %88 = load i32, i32* %87, align 4, !tbaa !7
  %89 = icmp sgt i32 %88, %84
  br i1 %89, label %90, label %119

90:                                               ; preds = %85
  %91 = add nsw i32 %86, 1
  %92 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %91
  store i32 %88, i32* %92, align 4, !tbaa !7
  %93 = add nsw i32 %86, -1
  %94 = icmp sgt i32 %86, %74
  br i1 %94, label %95, label %119, !llvm.loop !20

95:                                               ; preds = %90
  %96 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %93
  %97 = load i32, i32* %96, align 4, !tbaa !7
  %98 = icmp sgt i32 %97, %84
  br i1 %98, label %99, label %119

99:                                               ; preds = %95
  %100 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %86
  store i32 %97, i32* %100, align 4, !tbaa !7
  %101 = add nsw i32 %86, -2
  %102 = icmp sgt i32 %93, %74
  br i1 %102, label %103, label %119, !llvm.loop !20

103:                                              ; preds = %99
  %104 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %101
  %105 = load i32, i32* %104, align 4, !tbaa !7
  %106 = icmp sgt i32 %105, %84
  br i1 %106, label %107, label %119

107:                                              ; preds = %103
  %108 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %93
  store i32 %105, i32* %108, align 4, !tbaa !7
  %109 = add nsw i32 %86, -3
  %110 = icmp sgt i32 %101, %74
  br i1 %110, label %111, label %119, !llvm.loop !20

111:                                              ; preds = %107
  %112 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %109
  %113 = load i32, i32* %112, align 4, !tbaa !7
  %114 = icmp sgt i32 %113, %84
  br i1 %114, label %115, label %119

115:                                              ; preds = %111
  %116 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %101
  store i32 %113, i32* %116, align 4, !tbaa !7
  %117 = add nsw i32 %86, -4
  %118 = icmp sgt i32 %109, %74
  br i1 %118, label %85, label %119, !llvm.loop !20

119:                                              ; preds = %115, %111, %107, %103, %99, %95, %90, %85
  %120 = phi i32 [ %86, %85 ], [ %93, %90 ], [ %93, %95 ], [ %101, %99 ], [ %101, %103 ], [ %109, %107 ], [ %109, %111 ], [ %117, %115 ]
  %121 = add nsw i32 %120, 1
  %122 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %121
  store i32 %84, i32* %122, align 4, !tbaa !7
  br label %123

123:                                              ; preds = %119, %76
  %124 = phi i32 [ %74, %76 ], [ %82, %119 ]
  %125 = icmp eq i32 %73, %78
  br i1 %125, label %217, label %126

126:                                              ; preds = %123, %213
  %127 = phi i32 [ %172, %213 ], [ %124, %123 ]
  %128 = add nsw i32 %127, 1
  %129 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %128
  %130 = load i32, i32* %129, align 4, !tbaa !7
  %131 = icmp slt i32 %127, %74
  br i1 %131, label %169, label %132

132:                                              ; preds = %126, %162
  %133 = phi i32 [ %164, %162 ], [ %127, %126 ]
  %134 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %133
  %135 = load i32, i32* %134, align 4, !tbaa !7
  %136 = icmp sgt i32 %135, %130
  br i1 %136, label %137, label %166

137:                                              ; preds = %132
  %138 = add nsw i32 %133, 1
  %139 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %138
  store i32 %135, i32* %139, align 4, !tbaa !7
  %140 = add nsw i32 %133, -1
  %141 = icmp sgt i32 %133, %74
  br i1 %141, label %142, label %166, !llvm.loop !20

142:                                              ; preds = %137
  %143 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %140
  %144 = load i32, i32* %143, align 4, !tbaa !7
  %145 = icmp sgt i32 %144, %130
  br i1 %145, label %146, label %166

146:                                              ; preds = %142
  %147 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %133
  store i32 %144, i32* %147, align 4, !tbaa !7
  %148 = add nsw i32 %133, -2
  %149 = icmp sgt i32 %140, %74
  br i1 %149, label %150, label %166, !llvm.loop !20

150:                                              ; preds = %146
  %151 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %148
  %152 = load i32, i32* %151, align 4, !tbaa !7
  %153 = icmp sgt i32 %152, %130
  br i1 %153, label %154, label %166

154:                                              ; preds = %150
  %155 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %140
  store i32 %152, i32* %155, align 4, !tbaa !7
  %156 = add nsw i32 %133, -3
  %157 = icmp sgt i32 %148, %74
  br i1 %157, label %158, label %166, !llvm.loop !20

158:                                              ; preds = %154
  %159 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %156
  %160 = load i32, i32* %159, align 4, !tbaa !7
  %161 = icmp sgt i32 %160, %130
  br i1 %161, label %162, label %166

162:                                              ; preds = %158
  %163 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %148
  store i32 %160, i32* %163, align 4, !tbaa !7
  %164 = add nsw i32 %133, -4
  %165 = icmp sgt i32 %156, %74
  br i1 %165, label %132, label %166, !llvm.loop !20

166:                                              ; preds = %162, %158, %154, %150, %146, %142, %137, %132
  %167 = phi i32 [ %133, %132 ], [ %140, %137 ], [ %140, %142 ], [ %148, %146 ], [ %148, %150 ], [ %156, %154 ], [ %156, %158 ], [ %164, %162 ]
  %168 = add nsw i32 %167, 1
  br label %169

169:                                              ; preds = %166, %126
  %170 = phi i32 [ %168, %166 ], [ %128, %126 ]
  %171 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %170
  store i32 %130, i32* %171, align 4, !tbaa !7
  %172 = add nsw i32 %127, 2
  %173 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %172
  %174 = load i32, i32* %173, align 4, !tbaa !7
  %175 = icmp slt i32 %128, %74
  br i1 %175, label %213, label %176

176:                                              ; preds = %169, %206
  %177 = phi i32 [ %208, %206 ], [ %128, %169 ]
  %178 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %177
  %179 = load i32, i32* %178, align 4, !tbaa !7
  %180 = icmp sgt i32 %179, %174
  br i1 %180, label %181, label %210

181:                                              ; preds = %176
  %182 = add nsw i32 %177, 1
  %183 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %182
  store i32 %179, i32* %183, align 4, !tbaa !7
  %184 = add nsw i32 %177, -1
  %185 = icmp sgt i32 %177, %74
  br i1 %185, label %186, label %210, !llvm.loop !20

186:                                              ; preds = %181
  %187 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %184
  %188 = load i32, i32* %187, align 4, !tbaa !7
  %189 = icmp sgt i32 %188, %174
  br i1 %189, label %190, label %210

190:                                              ; preds = %186
  %191 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %177
  store i32 %188, i32* %191, align 4, !tbaa !7
  %192 = add nsw i32 %177, -2
  %193 = icmp sgt i32 %184, %74
  br i1 %193, label %194, label %210, !llvm.loop !20

194:                                              ; preds = %190
  %195 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %192
  %196 = load i32, i32* %195, align 4, !tbaa !7
  %197 = icmp sgt i32 %196, %174
  br i1 %197, label %198, label %210

198:                                              ; preds = %194
  %199 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %184
  store i32 %196, i32* %199, align 4, !tbaa !7
  %200 = add nsw i32 %177, -3
  %201 = icmp sgt i32 %192, %74
  br i1 %201, label %202, label %210, !llvm.loop !20

202:                                              ; preds = %198
  %203 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %200
  %204 = load i32, i32* %203, align 4, !tbaa !7
  %205 = icmp sgt i32 %204, %174
  br i1 %205, label %206, label %210

206:                                              ; preds = %202
  %207 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %192
  store i32 %204, i32* %207, align 4, !tbaa !7
  %208 = add nsw i32 %177, -4
  %209 = icmp sgt i32 %200, %74
  br i1 %209, label %176, label %210, !llvm.loop !20

210:                                              ; preds = %206, %202, %198, %194, %190, %186, %181, %176
  %211 = phi i32 [ %177, %176 ], [ %184, %181 ], [ %184, %186 ], [ %192, %190 ], [ %192, %194 ], [ %200, %198 ], [ %200, %202 ], [ %208, %206 ]
  %212 = add nsw i32 %211, 1
  br label %213

213:                                              ; preds = %210, %169
  %214 = phi i32 [ %212, %210 ], [ %172, %169 ]
  %215 = getelementptr inbounds [220 x i32], [220 x i32]* @a, i32 0, i32 %214
  store i32 %174, i32* %215, align 4, !tbaa !7
  %216 = icmp eq i32 %172, %73
  br i1 %216, label %217, label %126, !llvm.loop !21

217:                                              ; preds = %123, %213, %72
  ret void
}

; Function Attrs: nofree nosync nounwind
define internal fastcc void @quicksort_u(i32 noundef %0, i32 noundef %1) unnamed_addr #1 {
  %3 = icmp slt i32 %0, %1
  br i1 %3, label %4, label %107

4:                                                ; preds = %2
  %5 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %1
  br label %6

6:                                                ; preds = %4, %55
  %7 = phi i32 [ %0, %4 ], [ %61, %55 ]
  %8 = load i16, i16* %5, align 2, !tbaa !11
  %9 = icmp slt i32 %7, %1
  br i1 %9, label %10, label %55

10:                                               ; preds = %6
  %11 = sub i32 %1, %7
  %12 = xor i32 %7, -1
  %13 = add i32 %12, %1
  %14 = and i32 %11, 3
  %15 = icmp eq i32 %14, 0
  br i1 %15, label %47, label %16

16:                                               ; preds = %10
  %17 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %7
  %18 = load i16, i16* %17, align 2, !tbaa !11
  %19 = icmp ult i16 %18, %8
  %20 = add nsw i32 %7, 1
  %21 = select i1 %19, i32 %20, i32 %7
  %22 = add nsw i32 %7, 1
  %23 = icmp eq i32 %14, 1
  br i1 %23, label %47, label %24

24:                                               ; preds = %16
  %25 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %22
  %26 = load i16, i16* %25, align 2, !tbaa !11
  %27 = icmp ult i16 %26, %8
  br i1 %27, label %28, label %32

28:                                               ; preds = %24
  %29 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %21
  %30 = load i16, i16* %29, align 2, !tbaa !11
  store i16 %26, i16* %29, align 2, !tbaa !11
  store i16 %30, i16* %25, align 2, !tbaa !11
  %31 = add nsw i32 %21, 1
  br label %32

32:                                               ; preds = %28, %24
  %33 = phi i32 [ %31, %28 ], [ %21, %24 ]
  %34 = add nsw i32 %7, 2
  %35 = icmp eq i32 %14, 2
  br i1 %35, label %47, label %36

36:                                               ; preds = %32
  %37 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %34
  %38 = load i16, i16* %37, align 2, !tbaa !11
  %39 = icmp ult i16 %38, %8
  br i1 %39, label %40, label %44

40:                                               ; preds = %36
  %41 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %33
  %42 = load i16, i16* %41, align 2, !tbaa !11
  store i16 %38, i16* %41, align 2, !tbaa !11
  store i16 %42, i16* %37, align 2, !tbaa !11
  %43 = add nsw i32 %33, 1
  br label %44

44:                                               ; preds = %40, %36
  %45 = phi i32 [ %43, %40 ], [ %33, %36 ]
  %46 = add nsw i32 %7, 3
  br label %47

47:                                               ; preds = %16, %32, %44, %10
  %48 = phi i32 [ undef, %10 ], [ %21, %16 ], [ %33, %32 ], [ %45, %44 ]
  %49 = phi i32 [ %7, %10 ], [ %21, %16 ], [ %33, %32 ], [ %45, %44 ]
  %50 = phi i32 [ %7, %10 ], [ %22, %16 ], [ %34, %32 ], [ %46, %44 ]
  %51 = icmp ult i32 %13, 3
  br i1 %51, label %52, label %63

52:                                               ; preds = %103, %47
  %53 = phi i32 [ %48, %47 ], [ %104, %103 ]
  %54 = load i16, i16* %5, align 2, !tbaa !11
  br label %55

55:                                               ; preds = %52, %6
  %56 = phi i16 [ %8, %6 ], [ %54, %52 ]
  %57 = phi i32 [ %7, %6 ], [ %53, %52 ]
  %58 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %57
  %59 = load i16, i16* %58, align 2, !tbaa !11
  store i16 %56, i16* %58, align 2, !tbaa !11
  store i16 %59, i16* %5, align 2, !tbaa !11
  %60 = add nsw i32 %57, -1
  tail call fastcc void @quicksort_u(i32 noundef %7, i32 noundef %60) #3
  %61 = add nsw i32 %57, 1
  %62 = icmp slt i32 %61, %1
  br i1 %62, label %6, label %107

63:                                               ; preds = %47, %103
  %64 = phi i32 [ %104, %103 ], [ %49, %47 ]
  %65 = phi i32 [ %105, %103 ], [ %50, %47 ]
  %66 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %65
  %67 = load i16, i16* %66, align 2, !tbaa !11
  %68 = icmp ult i16 %67, %8
  br i1 %68, label %69, label %73

69:                                               ; preds = %63
  %70 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %64
  %71 = load i16, i16* %70, align 2, !tbaa !11
  store i16 %67, i16* %70, align 2, !tbaa !11
  store i16 %71, i16* %66, align 2, !tbaa !11
  %72 = add nsw i32 %64, 1
  br label %73

73:                                               ; preds = %63, %69
  %74 = phi i32 [ %72, %69 ], [ %64, %63 ]
  %75 = add nsw i32 %65, 1
  %76 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %75
  %77 = load i16, i16* %76, align 2, !tbaa !11
  %78 = icmp ult i16 %77, %8
  br i1 %78, label %79, label %83

79:                                               ; preds = %73
  %80 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %74
  %81 = load i16, i16* %80, align 2, !tbaa !11
  store i16 %77, i16* %80, align 2, !tbaa !11
  store i16 %81, i16* %76, align 2, !tbaa !11
  %82 = add nsw i32 %74, 1
  br label %83

83:                                               ; preds = %79, %73
  %84 = phi i32 [ %82, %79 ], [ %74, %73 ]
  %85 = add nsw i32 %65, 2
  %86 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %85
  %87 = load i16, i16* %86, align 2, !tbaa !11
  %88 = icmp ult i16 %87, %8
  br i1 %88, label %89, label %93

89:                                               ; preds = %83
  %90 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %84
  %91 = load i16, i16* %90, align 2, !tbaa !11
  store i16 %87, i16* %90, align 2, !tbaa !11
  store i16 %91, i16* %86, align 2, !tbaa !11
  %92 = add nsw i32 %84, 1
  br label %93

93:                                               ; preds = %89, %83
  %94 = phi i32 [ %92, %89 ], [ %84, %83 ]
  %95 = add nsw i32 %65, 3
  %96 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %95
  %97 = load i16, i16* %96, align 2, !tbaa !11
  %98 = icmp ult i16 %97, %8
  br i1 %98, label %99, label %103

99:                                               ; preds = %93
  %100 = getelementptr inbounds [220 x i16], [220 x i16]* @u, i32 0, i32 %94
  %101 = load i16, i16* %100, align 2, !tbaa !11
  store i16 %97, i16* %100, align 2, !tbaa !11
  store i16 %101, i16* %96, align 2, !tbaa !11
  %102 = add nsw i32 %94, 1
  br label %103

103:                                              ; preds = %99, %93
  %104 = phi i32 [ %102, %99 ], [ %94, %93 ]
  %105 = add nsw i32 %65, 4
  %106 = icmp eq i32 %105, %1
  br i1 %106, label %52, label %63, !llvm.loop !22

107:                                              ; preds = %55, %2
  ret void
}

declare dso_local void @abort() local_unnamed_addr #2

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { nofree nosync nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #3 = { nobuiltin "no-builtins" }
attributes #4 = { nobuiltin nounwind "no-builtins" }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.ident = !{!6}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 1, !"min_enum_size", i32 4}
!2 = !{i32 1, !"branch-target-enforcement", i32 0}
!3 = !{i32 1, !"sign-return-address", i32 0}
!4 = !{i32 1, !"sign-return-address-all", i32 0}
!5 = !{i32 1, !"sign-return-address-with-bkey", i32 0}
!6 = !{!"Debian clang version 14.0.6"}
!7 = !{!8, !8, i64 0}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !9, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14, !16}
!16 = !{!"llvm.loop.peeled.count", i32 1}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
