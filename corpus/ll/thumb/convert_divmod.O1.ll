; ModuleID = 'convert_divmod.c'
source_filename = "convert_divmod.c"
target datalayout = "e-m:e-p:32:32-Fi8-i64:64-v128:64:128-a:0:32-n32-S64"
target triple = "thumbv6m-none-unknown-eabi"

@digits = dso_local local_unnamed_addr global [17 x i8] c"0123456789ABCDEF\00", align 1
@buf = dso_local global [100 x i8] zeroinitializer, align 1

; Function Attrs: nounwind
define dso_local void @convert(i8* noundef %0, i8* nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  br label %5

5:                                                ; preds = %5, %4
  %6 = phi i32 [ %3, %4 ], [ %9, %5 ]
  %7 = phi i8* [ %0, %4 ], [ %14, %5 ]
  %8 = freeze i32 %6
  %9 = sdiv i32 %8, %2
  %10 = mul i32 %9, %2
  %11 = sub i32 %8, %10
  %12 = getelementptr inbounds i8, i8* %1, i32 %11
  %13 = load i8, i8* %12, align 1, !tbaa !7
  %14 = getelementptr inbounds i8, i8* %7, i32 1
  store i8 %13, i8* %7, align 1, !tbaa !7
  %15 = icmp sgt i32 %9, 0
  br i1 %15, label %5, label %16, !llvm.loop !10

16:                                               ; preds = %5
  store i8 0, i8* %14, align 1, !tbaa !7
  %17 = call i32 @strlen(i8* noundef %0) #2
  %18 = icmp ugt i32 %17, 1
  %19 = getelementptr inbounds i8, i8* %0, i32 %17
  %20 = getelementptr inbounds i8, i8* %19, i32 -1
  %21 = icmp ugt i8* %20, %0
  %22 = select i1 %18, i1 %21, i1 false
  br i1 %22, label %23, label %31

23:                                               ; preds = %16, %23
  %24 = phi i8* [ %29, %23 ], [ %20, %16 ]
  %25 = phi i8* [ %28, %23 ], [ %0, %16 ]
  %26 = load i8, i8* %25, align 1, !tbaa !7
  %27 = load i8, i8* %24, align 1, !tbaa !7
  %28 = getelementptr inbounds i8, i8* %25, i32 1
  store i8 %27, i8* %25, align 1, !tbaa !7
  store i8 %26, i8* %24, align 1, !tbaa !7
  %29 = getelementptr inbounds i8, i8* %24, i32 -1
  %30 = icmp ult i8* %28, %29
  br i1 %30, label %23, label %31, !llvm.loop !13

31:                                               ; preds = %23, %16
  ret void
}

; Function Attrs: nounwind
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 4711, %0 ], [ %5, %1 ]
  %3 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %0 ], [ %10, %1 ]
  %4 = freeze i32 %2
  %5 = sdiv i32 %4, 10
  %6 = mul i32 %5, 10
  %7 = sub i32 %4, %6
  %8 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %7
  %9 = load i8, i8* %8, align 1, !tbaa !7
  %10 = getelementptr inbounds i8, i8* %3, i32 1
  store i8 %9, i8* %3, align 1, !tbaa !7
  %11 = icmp eq i8* %3, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 3)
  br i1 %11, label %12, label %1, !llvm.loop !10

12:                                               ; preds = %1
  store i8 0, i8* %10, align 1, !tbaa !7
  %13 = call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %14 = icmp ugt i32 %13, 1
  %15 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %13
  %16 = getelementptr inbounds i8, i8* %15, i32 -1
  %17 = icmp ugt i8* %16, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %18 = select i1 %14, i1 %17, i1 false
  br i1 %18, label %19, label %27

19:                                               ; preds = %12, %19
  %20 = phi i8* [ %25, %19 ], [ %16, %12 ]
  %21 = phi i8* [ %24, %19 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %12 ]
  %22 = load i8, i8* %21, align 1, !tbaa !7
  %23 = load i8, i8* %20, align 1, !tbaa !7
  %24 = getelementptr inbounds i8, i8* %21, i32 1
  store i8 %23, i8* %21, align 1, !tbaa !7
  store i8 %22, i8* %20, align 1, !tbaa !7
  %25 = getelementptr inbounds i8, i8* %20, i32 -1
  %26 = icmp ult i8* %24, %25
  br i1 %26, label %19, label %27, !llvm.loop !13

27:                                               ; preds = %19, %12
  %28 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %29 = icmp eq i8 %28, 0
  br i1 %29, label %38, label %30

30:                                               ; preds = %27, %30
  %31 = phi i8 [ %36, %30 ], [ %28, %27 ]
  %32 = phi i8* [ %33, %30 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %27 ]
  %33 = getelementptr inbounds i8, i8* %32, i32 1
  %34 = zext i8 %31 to i32
  %35 = call i32 @putchar(i32 noundef %34) #2
  %36 = load i8, i8* %33, align 1, !tbaa !7
  %37 = icmp eq i8 %36, 0
  br i1 %37, label %38, label %30, !llvm.loop !14

38:                                               ; preds = %30, %27
  %39 = call i32 @putchar(i32 noundef 10) #2
  %40 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %41 = icmp eq i8 %40, 0
  br i1 %41, label %55, label %42

42:                                               ; preds = %38, %42
  %43 = phi i8 [ %53, %42 ], [ %40, %38 ]
  %44 = phi i8* [ %52, %42 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %38 ]
  %45 = phi i32 [ %51, %42 ], [ 0, %38 ]
  %46 = zext i8 %43 to i32
  %47 = icmp ugt i8 %43, 64
  %48 = select i1 %47, i32 -55, i32 -48
  %49 = mul nsw i32 %45, 10
  %50 = add nsw i32 %48, %46
  %51 = add i32 %50, %49
  %52 = getelementptr inbounds i8, i8* %44, i32 1
  %53 = load i8, i8* %52, align 1, !tbaa !7
  %54 = icmp eq i8 %53, 0
  br i1 %54, label %55, label %42, !llvm.loop !15

55:                                               ; preds = %42, %38
  %56 = phi i32 [ 0, %38 ], [ %51, %42 ]
  %57 = icmp eq i32 %56, 4711
  br i1 %57, label %59, label %58

58:                                               ; preds = %55
  call void @abort() #2
  br label %59

59:                                               ; preds = %58, %55
  br label %60

60:                                               ; preds = %59, %60
  %61 = phi i32 [ %64, %60 ], [ 4711, %59 ]
  %62 = phi i8* [ %69, %60 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %59 ]
  %63 = freeze i32 %61
  %64 = sdiv i32 %63, 16
  %65 = mul i32 %64, 16
  %66 = sub i32 %63, %65
  %67 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %66
  %68 = load i8, i8* %67, align 1, !tbaa !7
  %69 = getelementptr inbounds i8, i8* %62, i32 1
  store i8 %68, i8* %62, align 1, !tbaa !7
  %70 = icmp eq i8* %62, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 3)
  br i1 %70, label %71, label %60, !llvm.loop !10

71:                                               ; preds = %60
  store i8 0, i8* %69, align 1, !tbaa !7
  %72 = call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %73 = icmp ugt i32 %72, 1
  %74 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %72
  %75 = getelementptr inbounds i8, i8* %74, i32 -1
  %76 = icmp ugt i8* %75, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %77 = select i1 %73, i1 %76, i1 false
  br i1 %77, label %78, label %86

78:                                               ; preds = %71, %78
  %79 = phi i8* [ %84, %78 ], [ %75, %71 ]
  %80 = phi i8* [ %83, %78 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %71 ]
  %81 = load i8, i8* %80, align 1, !tbaa !7
  %82 = load i8, i8* %79, align 1, !tbaa !7
  %83 = getelementptr inbounds i8, i8* %80, i32 1
  store i8 %82, i8* %80, align 1, !tbaa !7
  store i8 %81, i8* %79, align 1, !tbaa !7
  %84 = getelementptr inbounds i8, i8* %79, i32 -1
  %85 = icmp ult i8* %83, %84
  br i1 %85, label %78, label %86, !llvm.loop !13

86:                                               ; preds = %78, %71
  %87 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %97, label %89

89:                                               ; preds = %86, %89
  %90 = phi i8 [ %95, %89 ], [ %87, %86 ]
  %91 = phi i8* [ %92, %89 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %86 ]
  %92 = getelementptr inbounds i8, i8* %91, i32 1
  %93 = zext i8 %90 to i32
  %94 = call i32 @putchar(i32 noundef %93) #2
  %95 = load i8, i8* %92, align 1, !tbaa !7
  %96 = icmp eq i8 %95, 0
  br i1 %96, label %97, label %89, !llvm.loop !14

97:                                               ; preds = %89, %86
  %98 = call i32 @putchar(i32 noundef 10) #2
  br label %99

99:                                               ; preds = %99, %97
  %100 = phi i32 [ 4711, %97 ], [ %103, %99 ]
  %101 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %97 ], [ %108, %99 ]
  %102 = freeze i32 %100
  %103 = sdiv i32 %102, 2
  %104 = mul i32 %103, 2
  %105 = sub i32 %102, %104
  %106 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %105
  %107 = load i8, i8* %106, align 1, !tbaa !7
  %108 = getelementptr inbounds i8, i8* %101, i32 1
  store i8 %107, i8* %101, align 1, !tbaa !7
  %109 = icmp eq i8* %101, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 12)
  br i1 %109, label %110, label %99, !llvm.loop !10

110:                                              ; preds = %99
  store i8 0, i8* %108, align 1, !tbaa !7
  %111 = call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %112 = icmp ugt i32 %111, 1
  %113 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %111
  %114 = getelementptr inbounds i8, i8* %113, i32 -1
  %115 = icmp ugt i8* %114, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %116 = select i1 %112, i1 %115, i1 false
  br i1 %116, label %117, label %125

117:                                              ; preds = %110, %117
  %118 = phi i8* [ %123, %117 ], [ %114, %110 ]
  %119 = phi i8* [ %122, %117 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %110 ]
  %120 = load i8, i8* %119, align 1, !tbaa !7
  %121 = load i8, i8* %118, align 1, !tbaa !7
  %122 = getelementptr inbounds i8, i8* %119, i32 1
  store i8 %121, i8* %119, align 1, !tbaa !7
  store i8 %120, i8* %118, align 1, !tbaa !7
  %123 = getelementptr inbounds i8, i8* %118, i32 -1
  %124 = icmp ult i8* %122, %123
  br i1 %124, label %117, label %125, !llvm.loop !13

125:                                              ; preds = %117, %110
  %126 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %127 = icmp eq i8 %126, 0
  br i1 %127, label %136, label %128

128:                                              ; preds = %125, %128
  %129 = phi i8 [ %134, %128 ], [ %126, %125 ]
  %130 = phi i8* [ %131, %128 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %125 ]
  %131 = getelementptr inbounds i8, i8* %130, i32 1
  %132 = zext i8 %129 to i32
  %133 = call i32 @putchar(i32 noundef %132) #2
  %134 = load i8, i8* %131, align 1, !tbaa !7
  %135 = icmp eq i8 %134, 0
  br i1 %135, label %136, label %128, !llvm.loop !14

136:                                              ; preds = %128, %125
  %137 = call i32 @putchar(i32 noundef 10) #2
  br label %178

138:                                              ; preds = %340, %138
  %139 = phi i32 [ %142, %138 ], [ 2147483647, %340 ]
  %140 = phi i8* [ %147, %138 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %340 ]
  %141 = freeze i32 %139
  %142 = sdiv i32 %141, 7
  %143 = mul i32 %142, 7
  %144 = sub i32 %141, %143
  %145 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %144
  %146 = load i8, i8* %145, align 1, !tbaa !7
  %147 = getelementptr inbounds i8, i8* %140, i32 1
  store i8 %146, i8* %140, align 1, !tbaa !7
  %148 = icmp eq i8* %140, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 11)
  br i1 %148, label %149, label %138, !llvm.loop !10

149:                                              ; preds = %138
  store i8 0, i8* %147, align 1, !tbaa !7
  %150 = call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %151 = icmp ugt i32 %150, 1
  %152 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %150
  %153 = getelementptr inbounds i8, i8* %152, i32 -1
  %154 = icmp ugt i8* %153, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %155 = select i1 %151, i1 %154, i1 false
  br i1 %155, label %156, label %164

156:                                              ; preds = %149, %156
  %157 = phi i8* [ %162, %156 ], [ %153, %149 ]
  %158 = phi i8* [ %161, %156 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %149 ]
  %159 = load i8, i8* %158, align 1, !tbaa !7
  %160 = load i8, i8* %157, align 1, !tbaa !7
  %161 = getelementptr inbounds i8, i8* %158, i32 1
  store i8 %160, i8* %158, align 1, !tbaa !7
  store i8 %159, i8* %157, align 1, !tbaa !7
  %162 = getelementptr inbounds i8, i8* %157, i32 -1
  %163 = icmp ult i8* %161, %162
  br i1 %163, label %156, label %164, !llvm.loop !13

164:                                              ; preds = %156, %149
  %165 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %166 = icmp eq i8 %165, 0
  br i1 %166, label %175, label %167

167:                                              ; preds = %164, %167
  %168 = phi i8 [ %173, %167 ], [ %165, %164 ]
  %169 = phi i8* [ %170, %167 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %164 ]
  %170 = getelementptr inbounds i8, i8* %169, i32 1
  %171 = zext i8 %168 to i32
  %172 = call i32 @putchar(i32 noundef %171) #2
  %173 = load i8, i8* %170, align 1, !tbaa !7
  %174 = icmp eq i8 %173, 0
  br i1 %174, label %175, label %167, !llvm.loop !14

175:                                              ; preds = %167, %164
  %176 = call i32 @putchar(i32 noundef 10) #2
  %177 = and i32 %344, 2147483647
  ret i32 %177

178:                                              ; preds = %136, %340
  %179 = phi i32 [ -2128831035, %136 ], [ %344, %340 ]
  %180 = phi i32 [ 0, %136 ], [ %347, %340 ]
  %181 = phi i32 [ 1, %136 ], [ %346, %340 ]
  %182 = urem i32 %180, 15
  %183 = add nuw nsw i32 %182, 2
  br label %184

184:                                              ; preds = %184, %178
  %185 = phi i32 [ %181, %178 ], [ %189, %184 ]
  %186 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %178 ], [ %194, %184 ]
  %187 = freeze i32 %185
  %188 = freeze i32 %183
  %189 = sdiv i32 %187, %188
  %190 = mul i32 %189, %188
  %191 = sub i32 %187, %190
  %192 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %191
  %193 = load i8, i8* %192, align 1, !tbaa !7
  %194 = getelementptr inbounds i8, i8* %186, i32 1
  store i8 %193, i8* %186, align 1, !tbaa !7
  %195 = icmp sgt i32 %189, 0
  br i1 %195, label %184, label %196, !llvm.loop !10

196:                                              ; preds = %184
  store i8 0, i8* %194, align 1, !tbaa !7
  %197 = call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %198 = icmp ugt i32 %197, 1
  %199 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %197
  %200 = getelementptr inbounds i8, i8* %199, i32 -1
  %201 = icmp ugt i8* %200, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %202 = select i1 %198, i1 %201, i1 false
  br i1 %202, label %203, label %211

203:                                              ; preds = %196, %203
  %204 = phi i8* [ %209, %203 ], [ %200, %196 ]
  %205 = phi i8* [ %208, %203 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %196 ]
  %206 = load i8, i8* %205, align 1, !tbaa !7
  %207 = load i8, i8* %204, align 1, !tbaa !7
  %208 = getelementptr inbounds i8, i8* %205, i32 1
  store i8 %207, i8* %205, align 1, !tbaa !7
  store i8 %206, i8* %204, align 1, !tbaa !7
  %209 = getelementptr inbounds i8, i8* %204, i32 -1
  %210 = icmp ult i8* %208, %209
  br i1 %210, label %203, label %211, !llvm.loop !13

211:                                              ; preds = %203, %196
  %212 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %213 = icmp eq i8 %212, 0
  br i1 %213, label %227, label %214

214:                                              ; preds = %211, %214
  %215 = phi i8 [ %225, %214 ], [ %212, %211 ]
  %216 = phi i8* [ %224, %214 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %211 ]
  %217 = phi i32 [ %223, %214 ], [ 0, %211 ]
  %218 = zext i8 %215 to i32
  %219 = icmp ugt i8 %215, 64
  %220 = select i1 %219, i32 -55, i32 -48
  %221 = mul nsw i32 %217, %183
  %222 = add nsw i32 %220, %218
  %223 = add i32 %222, %221
  %224 = getelementptr inbounds i8, i8* %216, i32 1
  %225 = load i8, i8* %224, align 1, !tbaa !7
  %226 = icmp eq i8 %225, 0
  br i1 %226, label %227, label %214, !llvm.loop !15

227:                                              ; preds = %214, %211
  %228 = phi i32 [ 0, %211 ], [ %223, %214 ]
  %229 = icmp eq i32 %228, %181
  br i1 %229, label %231, label %230

230:                                              ; preds = %227
  call void @abort() #2
  br label %231

231:                                              ; preds = %230, %227
  %232 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %233 = icmp eq i8 %232, 0
  br i1 %233, label %234, label %281

234:                                              ; preds = %281, %231
  %235 = phi i32 [ %179, %231 ], [ %287, %281 ]
  br label %236

236:                                              ; preds = %234, %236
  %237 = phi i32 [ %240, %236 ], [ %181, %234 ]
  %238 = phi i8* [ %245, %236 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %234 ]
  %239 = freeze i32 %237
  %240 = sdiv i32 %239, 10
  %241 = mul i32 %240, 10
  %242 = sub i32 %239, %241
  %243 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %242
  %244 = load i8, i8* %243, align 1, !tbaa !7
  %245 = getelementptr inbounds i8, i8* %238, i32 1
  store i8 %244, i8* %238, align 1, !tbaa !7
  %246 = icmp sgt i32 %237, 9
  br i1 %246, label %236, label %247, !llvm.loop !16

247:                                              ; preds = %236
  store i8 0, i8* %245, align 1, !tbaa !7
  %248 = call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %249 = icmp ugt i32 %248, 1
  %250 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %248
  %251 = getelementptr inbounds i8, i8* %250, i32 -1
  %252 = icmp ugt i8* %251, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %253 = select i1 %249, i1 %252, i1 false
  br i1 %253, label %254, label %262

254:                                              ; preds = %247, %254
  %255 = phi i8* [ %260, %254 ], [ %251, %247 ]
  %256 = phi i8* [ %259, %254 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %247 ]
  %257 = load i8, i8* %256, align 1, !tbaa !7
  %258 = load i8, i8* %255, align 1, !tbaa !7
  %259 = getelementptr inbounds i8, i8* %256, i32 1
  store i8 %258, i8* %256, align 1, !tbaa !7
  store i8 %257, i8* %255, align 1, !tbaa !7
  %260 = getelementptr inbounds i8, i8* %255, i32 -1
  %261 = icmp ult i8* %259, %260
  br i1 %261, label %254, label %262, !llvm.loop !13

262:                                              ; preds = %254, %247
  %263 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %264 = icmp eq i8 %263, 0
  br i1 %264, label %278, label %265

265:                                              ; preds = %262, %265
  %266 = phi i8 [ %276, %265 ], [ %263, %262 ]
  %267 = phi i8* [ %275, %265 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %262 ]
  %268 = phi i32 [ %274, %265 ], [ 0, %262 ]
  %269 = zext i8 %266 to i32
  %270 = icmp ugt i8 %266, 64
  %271 = select i1 %270, i32 -55, i32 -48
  %272 = mul nsw i32 %268, 10
  %273 = add nsw i32 %271, %269
  %274 = add i32 %273, %272
  %275 = getelementptr inbounds i8, i8* %267, i32 1
  %276 = load i8, i8* %275, align 1, !tbaa !7
  %277 = icmp eq i8 %276, 0
  br i1 %277, label %278, label %265, !llvm.loop !15

278:                                              ; preds = %265, %262
  %279 = phi i32 [ 0, %262 ], [ %274, %265 ]
  %280 = icmp eq i32 %279, %181
  br i1 %280, label %292, label %291

281:                                              ; preds = %231, %281
  %282 = phi i8 [ %289, %281 ], [ %232, %231 ]
  %283 = phi i8* [ %288, %281 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %231 ]
  %284 = phi i32 [ %287, %281 ], [ %179, %231 ]
  %285 = zext i8 %282 to i32
  %286 = xor i32 %284, %285
  %287 = mul i32 %286, 16777619
  %288 = getelementptr inbounds i8, i8* %283, i32 1
  %289 = load i8, i8* %288, align 1, !tbaa !7
  %290 = icmp eq i8 %289, 0
  br i1 %290, label %234, label %281, !llvm.loop !17

291:                                              ; preds = %278
  call void @abort() #2
  br label %292

292:                                              ; preds = %291, %278
  %293 = call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %294 = xor i32 %293, %235
  br label %295

295:                                              ; preds = %295, %292
  %296 = phi i32 [ %181, %292 ], [ %302, %295 ]
  %297 = phi i8* [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %292 ], [ %301, %295 ]
  %298 = and i32 %296, 15
  %299 = getelementptr inbounds [17 x i8], [17 x i8]* @digits, i32 0, i32 %298
  %300 = load i8, i8* %299, align 1, !tbaa !7
  %301 = getelementptr inbounds i8, i8* %297, i32 1
  store i8 %300, i8* %297, align 1, !tbaa !7
  %302 = lshr i32 %296, 4
  %303 = icmp ult i32 %296, 16
  br i1 %303, label %304, label %295, !llvm.loop !18

304:                                              ; preds = %295
  %305 = mul i32 %294, 16777619
  store i8 0, i8* %301, align 1, !tbaa !7
  %306 = call i32 @strlen(i8* noundef getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)) #2
  %307 = icmp ugt i32 %306, 1
  %308 = getelementptr inbounds [100 x i8], [100 x i8]* @buf, i32 0, i32 %306
  %309 = getelementptr inbounds i8, i8* %308, i32 -1
  %310 = icmp ugt i8* %309, getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0)
  %311 = select i1 %307, i1 %310, i1 false
  br i1 %311, label %312, label %320

312:                                              ; preds = %304, %312
  %313 = phi i8* [ %318, %312 ], [ %309, %304 ]
  %314 = phi i8* [ %317, %312 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %304 ]
  %315 = load i8, i8* %314, align 1, !tbaa !7
  %316 = load i8, i8* %313, align 1, !tbaa !7
  %317 = getelementptr inbounds i8, i8* %314, i32 1
  store i8 %316, i8* %314, align 1, !tbaa !7
  store i8 %315, i8* %313, align 1, !tbaa !7
  %318 = getelementptr inbounds i8, i8* %313, i32 -1
  %319 = icmp ult i8* %317, %318
  br i1 %319, label %312, label %320, !llvm.loop !13

320:                                              ; preds = %312, %304
  %321 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %322 = icmp eq i8 %321, 0
  br i1 %322, label %336, label %323

323:                                              ; preds = %320, %323
  %324 = phi i8 [ %334, %323 ], [ %321, %320 ]
  %325 = phi i8* [ %333, %323 ], [ getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), %320 ]
  %326 = phi i32 [ %332, %323 ], [ 0, %320 ]
  %327 = zext i8 %324 to i32
  %328 = icmp ugt i8 %324, 64
  %329 = select i1 %328, i32 -55, i32 -48
  %330 = shl nsw i32 %326, 4
  %331 = add nsw i32 %329, %327
  %332 = add i32 %331, %330
  %333 = getelementptr inbounds i8, i8* %325, i32 1
  %334 = load i8, i8* %333, align 1, !tbaa !7
  %335 = icmp eq i8 %334, 0
  br i1 %335, label %336, label %323, !llvm.loop !15

336:                                              ; preds = %323, %320
  %337 = phi i32 [ 0, %320 ], [ %332, %323 ]
  %338 = icmp eq i32 %337, %181
  br i1 %338, label %340, label %339

339:                                              ; preds = %336
  call void @abort() #2
  br label %340

340:                                              ; preds = %339, %336
  %341 = load i8, i8* getelementptr inbounds ([100 x i8], [100 x i8]* @buf, i32 0, i32 0), align 1, !tbaa !7
  %342 = zext i8 %341 to i32
  %343 = xor i32 %305, %342
  %344 = mul i32 %343, 16777619
  %345 = mul i32 %181, -1640531535
  %346 = lshr i32 %345, 1
  %347 = add nuw nsw i32 %180, 1
  %348 = icmp eq i32 %347, 60
  br i1 %348, label %138, label %178, !llvm.loop !19
}

declare dso_local void @abort() local_unnamed_addr #1

declare dso_local i32 @strlen(i8* noundef) local_unnamed_addr #1

declare dso_local i32 @putchar(i32 noundef) local_unnamed_addr #1

attributes #0 = { nounwind "frame-pointer"="none" "min-legal-vector-width"="0" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #1 = { "frame-pointer"="none" "no-builtins" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="cortex-m0" "target-features"="+armv6-m,+soft-float,+strict-align,+thumb-mode,-aes,-bf16,-d32,-dotprod,-fp-armv8,-fp-armv8d16,-fp-armv8d16sp,-fp-armv8sp,-fp16,-fp16fml,-fp64,-fpregs,-fullfp16,-mve,-mve.fp,-neon,-sha2,-vfp2,-vfp2sp,-vfp3,-vfp3d16,-vfp3d16sp,-vfp3sp,-vfp4,-vfp4d16,-vfp4d16sp,-vfp4sp" "use-soft-float"="true" }
attributes #2 = { nobuiltin nounwind "no-builtins" }

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
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !11, !12}
!14 = distinct !{!14, !11, !12}
!15 = distinct !{!15, !11, !12}
!16 = distinct !{!16, !11, !12}
!17 = distinct !{!17, !11, !12}
!18 = distinct !{!18, !11, !12}
!19 = distinct !{!19, !11, !12}
